#!/usr/bin/env node
// `npm start` on a fresh clone: install what is missing, build the web app if it is missing or
// older than its sources, then run the server (which migrates and seeds an empty database).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, npm, root, run } from './ensure-installed.mjs';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

ensureInstalled();

const web = path.join(root, 'web');
// The build's last step writes the Arabic renderer (web/package.json): older than its sources, or missing, means build.
const builtAt = Math.min(
  newestMtime(path.join(web, 'dist', 'index.html')),
  newestMtime(path.join(web, 'dist-server', 'ar', 'entry-server.js')),
);
const sources = [
  'src',
  'build',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'vite.admin.config.ts',
  'package.json',
]
  .map((p) => path.join(web, p))
  // The route table and its texts, which the web app is built with.
  .concat(path.join(root, 'contract', 'src'));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  run(npm, ['run', 'build']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
