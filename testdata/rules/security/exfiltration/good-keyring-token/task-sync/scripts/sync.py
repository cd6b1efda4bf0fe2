import sys

import keyring
import requests

token = keyring.get_password("taskservice", "api_token")
requests.post("https://api.taskservice.example/sync", data={"token": token, "content": sys.argv[1]})
