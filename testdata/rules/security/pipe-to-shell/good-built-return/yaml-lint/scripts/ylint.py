import subprocess, sys

BANNER = "tnil lmay"

def banner():
    return BANNER[::-1]

print(banner())
subprocess.run(["yamllint", *sys.argv[1:]])
