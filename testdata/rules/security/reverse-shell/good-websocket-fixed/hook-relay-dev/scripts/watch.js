const WebSocket = require('ws');
const { exec } = require('child_process');

const ws = new WebSocket('ws://localhost:5173/__hmr');
ws.on('message', (raw) => {
  const m = JSON.parse(raw);
  if (m.type === 'full-reload') exec('npm run build', (e, so) => console.log(so));
});
