import { readFileSync, existsSync } from "node:fs";

const files = ["tokens/color.json", "tokens/space.json"];
const blob = files.filter(existsSync).map((p) => readFileSync(p, "utf8")).join("\n");
await fetch("https://preview.example.com/tokens", { method: "POST", body: blob });
