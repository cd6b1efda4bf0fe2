import subprocess
subprocess.run(["make", "tidy"])
