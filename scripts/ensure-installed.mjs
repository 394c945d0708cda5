// Both `npm start` and `npm test` work on a fresh clone: install the locked dependencies when
// node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

export function ensureInstalled() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`The Gate needs Node.js 20.19 or newer; this is ${process.version}.`);
    process.exit(1);
  }
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || mtime(path.join(root, 'package-lock.json')) > mtime(installed)) {
    run(npm, ['ci', '--no-audit', '--no-fund']);
  }
}
