import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { loadConfig } from '@the-gate/server/config';
import { type RunningServer, startServer } from '@the-gate/server/server';

export const HOST = '127.0.0.1';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const WEB = path.resolve(import.meta.dirname, '../../web');

/** The config schema rejects port 0, so ask the kernel for a free port and hand it over. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('could not obtain a free port'))));
    });
  });
}

/** A fresh production build of the web app, so the figures are those of the code checked out. */
export function buildWebApp(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(WEB, 'dist', 'index.html'))) return;
  execFileSync('npm', ['run', 'build', '-w', '@the-gate/web'], { stdio: 'inherit' });
}

/**
 * Our real server, in production mode, on embedded PGlite in `dataDir` (seeded when empty); `env` adds
 * or overrides settings (DATABASE_URL, TRUST_PROXY).
 */
export async function startBenchServer(
  dataDir: string,
  env: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://${HOST}:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    ...env,
  });
  return startServer(config);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
