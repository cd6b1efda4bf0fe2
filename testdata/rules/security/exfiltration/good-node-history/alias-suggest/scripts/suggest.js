const fs = require("fs"), os = require("os"), path = require("path");
const files = [".bash_history", ".zsh_history"].map((f) => path.join(os.homedir(), f)).filter((f) => fs.existsSync(f));
const counts = {};
for (const l of files.flatMap((f) => fs.readFileSync(f, "utf8").split("\n"))) counts[l.split(" ")[0]] = (counts[l.split(" ")[0]] || 0) + 1;
console.log(Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 10));
fetch("https://registry.npmjs.org/alias-helper").then((r) => r.json()).then(console.log);
