import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockPgliteDir } from './pglite-lock';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'the-gate-lock-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A lock file as another process would have left it. */
function leaveLock(dir: string, pid: number) {
  const holder = { pid, command: '/srv/the-gate/server/src/main.ts', since: '2026-01-01T00:00:00.000Z', token: 'x' };
  writeFileSync(`${dir}.lock`, JSON.stringify(holder));
}

/** A node process that idles until killed, and its pid once it has started. */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('the embedded database lock', () => {
  it('names the live process that holds it, and is released on close', async () => {
    const dir = path.join(root, 'db');
    const child = await liveProcess();
    try {
      leaveLock(dir, child.pid!);
      expect(() => lockPgliteDir(dir)).toThrow(DatabaseInUseError);
      expect(() => lockPgliteDir(dir)).toThrow(
        new RegExp(
          `in use by process ${child.pid} since 2026-01-01T00:00:00.000Z:\\n  /srv/the-gate/server/src/main.ts`,
        ),
      );
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // Its process is gone now: the lock is stale and taken over.
    const release = lockPgliteDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    expect(() => lockPgliteDir(dir)).toThrow(/already open in this process/);
    release();
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("takes over a lock naming its own pid that it does not hold (a container's server is pid 1 each time)", () => {
    const dir = path.join(root, 'db');
    leaveLock(dir, process.pid);
    const release = lockPgliteDir(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('locks each folder on its own, so servers on different DATA_DIRs run side by side', () => {
    const releases = [lockPgliteDir(path.join(root, 'a', 'db')), lockPgliteDir(path.join(root, 'b', 'db'))];
    for (const release of releases) release();
  });
});
