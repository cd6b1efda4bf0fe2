"""Back up settings.

Never copies keys: for example ~/.ssh/id_rsa stays where it is.
"""
from pathlib import Path

# ~/.aws/credentials is left to the aws command.
WARNING = "this tool never reads ~/.ssh/id_rsa or any other key"

def collect():
    return (Path.home() / ".config/app/settings.toml").read_text()
