import subprocess
import urllib.request

urllib.request.urlretrieve("https://data.example/export.csv", "export.csv")
subprocess.run(["wc", "-l", "export.csv"])
