import os, json
print(json.dumps(os.environ))
