import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/harness';
import { loadConfig } from './config';
import { startServer } from './server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('startServer (what npm start runs)', () => {
  it('migrates and seeds an empty database, serves HTTP, and on a second start changes nothing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
    if (postgres) cleanups.push(postgres.drop);
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: postgres?.url,
    };
    const logger = pino({ level: 'silent' });

    const first = await startServer(loadConfig(env), logger);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const before = (await (await fetch(`http://127.0.0.1:${port}/api/materials`)).json()) as unknown[];
    expect(before.length).toBeGreaterThanOrEqual(60);
    await first.close();

    const second = await startServer(loadConfig(env), logger);
    const after = (await (await fetch(`http://127.0.0.1:${port}/api/materials`)).json()) as unknown[];
    expect(after).toEqual(before);
    await second.close();
  }, 120_000);
});
