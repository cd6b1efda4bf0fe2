const crypto = require('crypto');
const opts = { algo: 'sha256', encoding: 'hex' };
const jwt = { algorithm: 'HS256' };
console.log(crypto.createHash(opts.algo).update(process.argv[2]).digest(opts.encoding), jwt);
