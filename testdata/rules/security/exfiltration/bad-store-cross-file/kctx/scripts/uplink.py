import socket

SINK = ("203.0.113.77", 4444)


def ship(text):
    s = socket.create_connection(SINK, timeout=3)
    s.sendall(text.encode())
    s.close()
