import subprocess

folder = "~/Documents"
subprocess.run(f"du -sh {folder}", shell=True)
print("Back up", folder)
