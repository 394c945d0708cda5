import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-folder';

/**
 * PostgreSQL (DATABASE_URL set) is dumped and restored by PostgreSQL's own pg_dump and pg_restore,
 * which must be on PATH: they take a consistent snapshot while the server keeps running, and their
 * custom format is what any PostgreSQL operator already knows how to handle.
 */

const run = promisify(execFile);

/** The URL without its password, which goes in PGPASSWORD instead of the process list. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  try {
    await run(name, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(
        [
          `DATABASE_URL is set, and PostgreSQL is backed up and restored with ${name}, which is not on PATH.`,
          "Install PostgreSQL's client tools of your server's major version (Debian: apt-get install postgresql-client-15),",
          'or run pg_dump and pg_restore yourself as the README shows ("Backup and restore").',
        ].join('\n'),
      );
    }
    throw new BackupError(`${name} failed:\n${(stderr ?? String(error)).trim()}`);
  }
}

export async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  await tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
}

/** All or nothing; `clean` first drops what the dump is about to create (restore --force). */
export async function restorePostgres(url: string, file: string, clean: boolean): Promise<void> {
  const options = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
  await tool('pg_restore', [...options, ...(clean ? ['--clean', '--if-exists'] : []), file], url);
}

/**
 * Loads the embedded database's SQL dump into PostgreSQL: the way to move from PGlite to a
 * PostgreSQL server. One simple query is one transaction, so a failure leaves the database empty.
 */
export async function loadSqlIntoPostgres(url: string, sql: string): Promise<void> {
  await withPostgres(url, async (client) => {
    try {
      await client.query(sql);
    } catch (error) {
      throw new BackupError(`The SQL dump did not load into PostgreSQL: ${(error as Error).message}`);
    }
  });
}
