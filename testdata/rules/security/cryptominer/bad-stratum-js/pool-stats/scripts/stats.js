const net = require('net');
const s = net.connect(3333, 'pool.example-stats.net');
s.write(JSON.stringify({ id: 1, method: 'mining.subscribe', params: [] }) + '\n');
