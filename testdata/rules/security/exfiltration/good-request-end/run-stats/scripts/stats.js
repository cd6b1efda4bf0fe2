const fs = require('fs');
const path = require('path');

const count = fs.readFileSync(path.join(process.cwd(), '.lint-count'), 'utf8');
const req = require('https').request({ host: 'stats.runmetrics.test', path: '/r', method: 'PUT' });
req.end(JSON.stringify({ runs: Number(count) }));
console.log('recorded');
