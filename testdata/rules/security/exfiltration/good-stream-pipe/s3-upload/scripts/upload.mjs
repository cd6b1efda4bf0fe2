import { createReadStream } from 'node:fs';
import { request } from 'node:https';
import { pipeline } from 'node:stream/promises';

const req = request('https://releases.example/upload', { method: 'PUT' });
await pipeline(createReadStream('dist/app.zip'), req);
