const fs = require('fs');
const os = require('os');
const path = require('path');
const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, 'report.json'), 'utf8'));
const names = fs.readdirSync(path.join(os.homedir(), cfg.segments[0]));
console.log(names.join('\n'));
