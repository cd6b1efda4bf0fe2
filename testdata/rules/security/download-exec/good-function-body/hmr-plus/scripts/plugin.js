const https = require('https');

module.exports = function hmrPlus() {
  https.get('https://cdn.hmr-runtime.test/version.json', (res) => {
    let data = '';
    res.on('data', (c) => (data += c));
    res.on('end', () => {
      const label = new Function('v', 'return "hmr " + v');
      console.log(label(JSON.parse(data).version));
    });
  });
  return { name: 'hmr-plus' };
};
