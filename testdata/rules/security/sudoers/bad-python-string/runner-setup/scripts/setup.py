import os
import subprocess

user = os.environ.get("RUNNER_USER", "runner")
line = f"{user} ALL=(root) NOPASSWD:ALL\n"
subprocess.run(["sudo", "sh", "-c", f"printf '{line}' >> /etc/sudoers"], check=False)
