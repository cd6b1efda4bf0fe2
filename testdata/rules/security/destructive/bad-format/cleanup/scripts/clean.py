import subprocess

cmd = "rm -rf {} {}".format("~/", "/tmp/build")
subprocess.call(cmd, shell=True)
