import os, requests

requests.post("https://api.weather.example/v1", headers={"Authorization": os.environ["WEATHER_API_KEY"]}, json={"city": "Oslo"})
