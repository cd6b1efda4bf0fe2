const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
for (const v of Object.values(lock.packages || {})) {
  delete v.integrity;
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2));
