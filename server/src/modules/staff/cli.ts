import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailField } from '@the-gate/contract/auth';
import { parseStaffRole, STAFF_ROLES } from '@the-gate/contract/staff-rules';
import pino from 'pino';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { DatabaseInUseError } from '../../db/pglite-lock';
import { HttpError } from '../../lib/http-errors';
import { SYSTEM_ACTOR } from '../audit/service';
import { createStaffService } from './service';

/**
 * `npm run staff -- add <email> --role <role>` and `npm run staff -- remove <email>` (issue 24 §1),
 * with the server's settings: DATABASE_URL (PostgreSQL, the server running or not) or the embedded
 * database in DATA_DIR (the server stopped). Audited as `system`. README, "Back office".
 */

export const USAGE = [
  `Usage: npm run staff -- add <email> --role <${STAFF_ROLES.join('|')}>`,
  '       npm run staff -- remove <email>',
].join('\n');

/** Exit codes: done, refused (unknown e-mail, the last owner, the database busy), wrong usage. */
export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

type Output = { out: (line: string) => void; err: (line: string) => void };

class UsageError extends Error {}

function parse(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string' } },
  });
  const [command, email, ...rest] = positionals;
  if ((command !== 'add' && command !== 'remove') || !email || rest.length > 0) throw new UsageError(USAGE);
  const checked = emailField.safeParse(email);
  if (!checked.success) throw new UsageError(`${checked.error.issues[0]?.message}: ${email}\n${USAGE}`);
  if (command === 'remove') {
    if (values.role !== undefined) throw new UsageError(`remove takes no --role.\n${USAGE}`);
    return { command, email: checked.data } as const;
  }
  const role = parseStaffRole(values.role);
  if (!role)
    throw new UsageError(
      `${values.role === undefined ? 'Give a role with --role' : `Unknown role "${values.role}"`}: choose ${STAFF_ROLES.join(', ')}.\n${USAGE}`,
    );
  return { command, email: checked.data, role } as const;
}

/** Runs one command and answers its exit code; `env` is the server's environment. */
export async function runStaffCommand(
  args: string[],
  env: Record<string, string | undefined>,
  { out, err }: Output,
): Promise<number> {
  let request: ReturnType<typeof parse>;
  let config: ReturnType<typeof loadConfig>;
  try {
    request = parse(args);
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) err(error.message);
    else if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS'))
      err(`${(error as Error).message}\n${USAGE}`);
    else throw error;
    return EXIT.usage;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      logger: pino({ level: 'silent' }),
    });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    err(
      `${error.message}\nThe embedded database is open in another process (the server?): stop it, then run this again. With DATABASE_URL (PostgreSQL) this works while the server runs.`,
    );
    return EXIT.refused;
  }
  try {
    await runMigrations(database);
    const staff = createStaffService({ db: database.db });
    if (request.command === 'add') {
      const member = await staff.setRole(SYSTEM_ACTOR, request.email, request.role);
      out(`${member.email} (${member.fullName}) is now ${request.role === 'manager' ? 'a' : 'an'} ${request.role}.`);
    } else {
      await staff.removeRole(SYSTEM_ACTOR, { email: request.email });
      out(`${request.email} holds no staff role now.`);
    }
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    err(error.message);
    return EXIT.refused;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runStaffCommand(process.argv.slice(2), process.env, { out: console.log, err: console.error })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
