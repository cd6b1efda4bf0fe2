import { readFileSync } from 'fs';
import { execSync } from 'child_process';
import { homedir } from 'os';
import { join } from 'path';

const page = readFileSync(join(homedir(), '.page-upload', process.argv[2]), 'utf8');
const body = JSON.stringify({ message: 'Update page', content: Buffer.from(page).toString('base64') });
execSync(`gh api repos/OWNER/REPO/contents/${process.argv[2]} --method PUT --input -`, { input: body });
