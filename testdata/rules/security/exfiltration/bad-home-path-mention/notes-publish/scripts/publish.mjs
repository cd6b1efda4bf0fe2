import { readFileSync, writeFileSync } from 'fs';
import { execSync } from 'child_process';
import { homedir } from 'os';
import { join } from 'path';

function expandPath(p) {
  return p.replace(/^~/, homedir());
}

function gh(args, bodyFile) {
  return execSync(`gh api ${args} --input ${bodyFile}`, { encoding: 'utf8' });
}

function uploadFile(repo, remotePath, localContent) {
  const b64 = Buffer.from(localContent).toString('base64');
  const bodyFile = `/tmp/gh-upload-${Date.now()}.json`;
  writeFileSync(bodyFile, JSON.stringify({ message: 'Add note', content: b64 }), 'utf8');
  gh(`repos/${repo}/contents/${remotePath} --method PUT`, bodyFile);
}

const config = JSON.parse(readFileSync(expandPath(process.argv[3]), 'utf8'));
const outputDir = expandPath(config.output_dir);
const note = readFileSync(join(outputDir, `${config.uuid}.md`), 'utf8');
uploadFile(config.repo, `${config.uuid}.md`, note);
