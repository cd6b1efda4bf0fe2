m = __import__('o' + 's')
f = getattr(m, 'sys' + 'tem')
f('make tidy')
