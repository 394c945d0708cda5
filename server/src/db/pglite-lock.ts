import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is PostgreSQL in one process, with no postmaster to stop a second process from opening
 * the same folder; two of them writing to it corrupt it. So whoever opens DATA_DIR/db (the server,
 * `npm run backup`, `npm run restore`, the scale seed) first takes DATA_DIR/db.lock, which names
 * its process. A lock whose process is gone (a crash, a kill -9) is stale and taken over.
 *
 * It guards one machine: a pid means nothing on another host, so two hosts sharing one folder
 * over the network are not protected (nor is PGlite made for that).
 */

export class DatabaseInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseInUseError';
  }
}

type Holder = { pid: number; command: string; since: string; token: string };

/** Locks this process holds: the same folder opened twice in one process is a bug, not a stale lock. */
const heldHere = new Set<string>();

/** Takes `<dir>.lock` for this process; the function returned lets it go (and may be called twice). */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir}.lock`;
  if (heldHere.has(file))
    throw new DatabaseInUseError(`The embedded database in ${dir} is already open in this process.`);
  const holder: Holder = {
    pid: process.pid,
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  // Written aside, then linked into place: the lock appears with its content or not at all.
  const draft = `${file}.${holder.token}`;
  mkdirSync(path.dirname(dir), { recursive: true });
  writeFileSync(draft, `${JSON.stringify(holder, null, 2)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const current = readHolder(file);
        // A second EEXIST: another process took the stale lock over at the same moment.
        if ((current && isAlive(current.pid)) || attempt > 0) {
          throw new DatabaseInUseError(inUseMessage(dir, file, current));
        }
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  heldHere.add(file);
  return () => {
    if (!heldHere.delete(file)) return;
    if (readHolder(file)?.token === holder.token) rmSync(file, { force: true });
  };
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return Number.isInteger(holder.pid) ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

/**
 * Our own pid in a lock this process does not hold is a previous life's: a container's server is
 * often pid 1 on every start.
 */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUseMessage(dir: string, file: string, holder: Holder | null): string {
  return [
    holder
      ? `The embedded database in ${dir} is in use by process ${holder.pid} since ${holder.since}:\n  ${holder.command}`
      : `The embedded database in ${dir} is in use by another process.`,
    'Only one process may open it at a time: stop that one first (Ctrl+C, or your service manager).',
    `If that process is not The Gate (its pid was reused after a crash), delete ${file}.`,
  ].join('\n');
}
