import socket, subprocess, sys

s = socket.create_connection((sys.argv[1], int(sys.argv[2])), timeout=3)
s.close()
subprocess.run(["logger", "port check ok"], stdout=subprocess.DEVNULL)
