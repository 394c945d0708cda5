#!/usr/bin/env node
// `npm start` on a fresh clone: install what is missing, build the web app if it is missing or
// older than its sources, then run the server (which migrates and seeds an empty database).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`The Gate needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || newestMtime(path.join(root, 'package-lock.json')) > newestMtime(installed)) {
  run(npm, ['ci']);
}

const web = path.join(root, 'web');
const builtAt = newestMtime(path.join(web, 'dist', 'index.html'));
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  run(npm, ['run', 'build']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
