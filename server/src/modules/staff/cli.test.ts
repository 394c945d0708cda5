import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/harness';
import { auditEntries, roleOf } from '../../../test/staff';
import { REPO_ROOT } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { lockPgliteDir } from '../../db/pglite-lock';
import { staffAccounts } from '../auth/service';
import { EXIT, runStaffCommand } from './cli';
import { LAST_OWNER, UNKNOWN_EMAIL } from './service';

// Issue 24 §1: `npm run staff -- add|remove` against DATABASE_URL (the server may be running) or the
// embedded database in DATA_DIR (the server stopped). Runs on PostgreSQL when DATABASE_URL is set.
describe('npm run staff (issue 24 §1)', () => {
  const logger = pino({ level: 'silent' });
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let env: Record<string, string>;

  /** Opens the CLI's database for the test; PGlite only while the CLI is not running. */
  async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: path.join(dataDir, 'db'), logger });
    try {
      return await use(handle);
    } finally {
      await handle.close();
    }
  }

  async function staff(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-staff-cli-'));
    postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(postgres && { DATABASE_URL: postgres.url }) };
    await withDatabase(async (handle) => {
      await runMigrations(handle);
      const names = { password: 'Str0ng!pass', firstName: 'Sara', lastName: 'Ahmed' };
      const owner = await staffAccounts.createStaffAccount(handle.db, { ...names, email: 'owner@example.com' });
      await staffAccounts.setStaffRole(handle.db, owner.id, 'owner');
      await staffAccounts.createStaffAccount(handle.db, { ...names, email: 'teacher@example.com' });
    });
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('add gives an existing account a role, remove takes it away, both audited as system', async () => {
    expect(await staff('add', 'Teacher@Example.com', '--role', 'editor')).toEqual({
      code: EXIT.ok,
      out: 'teacher@example.com (Sara Ahmed) is now an editor.',
      err: '',
    });
    await withDatabase(async ({ db }) => expect(await roleOf({ db }, 'teacher@example.com')).toBe('editor'));
    expect(await staff('remove', 'teacher@example.com')).toEqual({
      code: EXIT.ok,
      out: 'teacher@example.com holds no staff role now.',
      err: '',
    });
    await withDatabase(async ({ db }) => {
      expect(await roleOf({ db }, 'teacher@example.com')).toBeNull();
      const entries = await auditEntries({ db });
      expect(entries.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
        {
          actor: 'system',
          action: 'staff.role.set',
          before: { email: 'teacher@example.com', role: null },
          after: { email: 'teacher@example.com', role: 'editor' },
        },
        {
          actor: 'system',
          action: 'staff.role.remove',
          before: { email: 'teacher@example.com', role: 'editor' },
          after: { email: 'teacher@example.com', role: null },
        },
      ]);
    });
  });

  it('refuses an unknown e-mail and the last owner (exit 1), a bad role or usage (exit 2)', async () => {
    expect(await staff('add', 'nobody@example.com', '--role', 'manager')).toEqual({
      code: EXIT.refused,
      out: '',
      err: UNKNOWN_EMAIL,
    });
    expect(await staff('remove', 'owner@example.com')).toEqual({ code: EXIT.refused, out: '', err: LAST_OWNER });
    expect(await staff('add', 'owner@example.com', '--role', 'editor')).toEqual({
      code: EXIT.refused,
      out: '',
      err: LAST_OWNER,
    });
    const badRole = await staff('add', 'teacher@example.com', '--role', 'boss');
    expect(badRole.code).toBe(EXIT.usage);
    expect(badRole.err).toMatch(/^Unknown role "boss": choose owner, manager, editor\.\nUsage: npm run staff/);
    expect((await staff('add', 'teacher@example.com')).err).toMatch(/^Give a role with --role: choose owner/);
    expect((await staff('add', 'not-an-address', '--role', 'editor')).err).toMatch(
      /^Please enter a valid email address: not-an-address/,
    );
    expect((await staff('promote', 'teacher@example.com')).code).toBe(EXIT.usage);
    expect((await staff('add', 'teacher@example.com', '--role', 'editor', '--force')).code).toBe(EXIT.usage);
    await withDatabase(async ({ db }) => {
      expect(await roleOf({ db }, 'owner@example.com')).toBe('owner');
      expect(await roleOf({ db }, 'teacher@example.com')).toBeNull();
    });
  });

  // The real npm script, while a server has the database open: PostgreSQL lets it through, the
  // embedded database is refused with what to do.
  it('runs as npm run staff while the server runs on PostgreSQL; says so clearly when it holds the embedded database', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)('npm', ['run', '--silent', 'staff', '--', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    if (postgres) {
      await withDatabase(async ({ db }) => {
        const answer = await run('add', 'teacher@example.com', '--role', 'manager');
        expect(answer).toMatchObject({ code: EXIT.ok, stdout: 'teacher@example.com (Sara Ahmed) is now a manager.\n' });
        expect(await roleOf({ db }, 'teacher@example.com')).toBe('manager');
      });
      return;
    }
    const unlock = lockPgliteDir(path.join(dataDir, 'db'));
    try {
      const failure = await run('remove', 'owner@example.com');
      expect(failure.code).toBe(EXIT.refused);
      expect(failure.stderr).toContain(
        `The embedded database in ${path.join(dataDir, 'db')} is in use by process ${process.pid}`,
      );
      expect(failure.stderr).toContain('stop it, then run this again');
    } finally {
      unlock();
    }
  }, 30_000);
});
