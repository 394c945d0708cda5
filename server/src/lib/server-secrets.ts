import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/shared-schema';

/**
 * A secret the server makes up itself when none is configured, kept in the database: the first
 * process to need it makes it, and every process (and every restart) reads the same one, so a link
 * signed by one instance opens on another (issue 13 §5). A secret an older version kept in
 * DATA_DIR/secrets is taken over, so its links and payments under way keep working.
 */
export async function sharedSecret(
  db: Database,
  name: string,
  make: () => string,
  legacyFile?: string,
): Promise<string> {
  const stored = await read(db, name);
  if (stored !== undefined) return stored;
  const value = (legacyFile && (await readFile(legacyFile, 'utf8').catch(() => '')).trim()) || make();
  // Two processes starting together may both get here: the first insert wins, and both read it.
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  return (await read(db, name))!;
}

async function read(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value;
}

/** The file links' signing secret: FILE_URL_SECRET when set, otherwise one made once and shared. */
export function fileUrlSecret(db: Database, configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  const make = () => randomBytes(32).toString('base64url');
  return sharedSecret(db, 'file-url-secret', make, path.join(dataDir, 'secrets', 'file-url-secret'));
}
