import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, REPO_ROOT } from '../config';
import { backup } from './backup';
import { BackupError, type Manifest, type TreeSize, timestampName } from './backup-folder';
import { restore } from './restore';

/**
 * `npm run backup [-- <new folder>]` and `npm run restore -- <backup folder> [--force]`, with the
 * server's own settings (DATA_DIR, DATABASE_URL), so run them in the server's environment.
 * README, "Backup and restore"; docs/decisions/014-backup-and-restore.md.
 */

const USAGE = [
  'Usage: npm run backup [-- <new folder>]           (default: backups/<UTC time>)',
  '       npm run restore -- <backup folder> [--force]',
].join('\n');

// npm runs scripts in the repository root: a relative path means the folder the command was typed in.
const callerDir = process.env.INIT_CWD ?? process.cwd();

function shown(target: string): string {
  const relative = path.relative(callerDir, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

function size(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit ? value.toFixed(1) : value} ${units[unit]}`;
}

const files = ({ count, bytes }: TreeSize) => `${count.toLocaleString('en')} files, ${size(bytes)}`;

function leftOutReason(name: string): string | null {
  if (name === 'mail') return 'copies of the mail written to the outbox folder while SMTP_URL is unset';
  if (name.startsWith('replaced-')) return 'what an earlier restore moved aside';
  return null;
}

function describeDatabase({ database }: Manifest): string {
  const kind = database.kind === 'pglite' ? 'embedded PostgreSQL' : 'PostgreSQL';
  return `${kind} ${database.serverVersion}, ${database.migrations} migrations`;
}

/** DATA_DIR, and the bucket when the files are in one. */
function where(config: ReturnType<typeof loadConfig>): string {
  const { fileStorage } = config;
  return fileStorage.kind === 's3' ? `${config.dataDir} and the bucket ${fileStorage.bucket}` : config.dataDir;
}

async function runBackup(args: string[]) {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new BackupError(USAGE);
  const config = loadConfig();
  const started = performance.now();
  const target = positionals[0]
    ? path.resolve(callerDir, positionals[0])
    : path.join(REPO_ROOT, 'backups', timestampName());
  const manifest = await backup(config, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const leftOut = manifest.leftOut.map((name) => (leftOutReason(name) ? `${name} (${leftOutReason(name)})` : name));
  console.log(
    [
      `Backed up ${where(config)} (${describeDatabase(manifest)}) to ${shown(target)} in ${seconds} s:`,
      `  ${manifest.database.file.padEnd(15)} ${size(manifest.database.bytes)}`,
      `  ${'files/'.padEnd(15)} ${files(manifest.files)}`,
      `  ${'secrets/'.padEnd(15)} ${files(manifest.secrets)}`,
      ...(leftOut.length ? [`  left out:       ${leftOut.join('; ')}`] : []),
      `Restore it with: npm run restore -- ${shown(target)}`,
    ].join('\n'),
  );
}

async function runRestore(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = loadConfig();
  const source = path.resolve(callerDir, positionals[0]!);
  const { manifest, movedAside } = await restore(config, source, { force: values.force });
  const into = config.databaseUrl ? `${where(config)} and DATABASE_URL` : where(config);
  console.log(
    [
      `Restored ${shown(source)} (made ${manifest.createdAt}; ${describeDatabase(manifest)}) into ${into}:`,
      `  ${'database'.padEnd(15)} from ${manifest.database.file} (${size(manifest.database.bytes)})`,
      `  ${'files/'.padEnd(15)} ${files(manifest.files)}`,
      `  ${'secrets/'.padEnd(15)} ${files(manifest.secrets)}`,
      ...(movedAside ? [`What was there is now in ${movedAside}: delete it once the restored data looks right.`] : []),
      'Start the server as usual; it applies any migration newer than the backup.',
    ].join('\n'),
  );
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') await runBackup(args);
  else if (command === 'restore') await runRestore(args);
  else throw new BackupError(USAGE);
}

main().catch((error: unknown) => {
  const badArguments = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
  if (badArguments) console.error(`${(error as Error).message}\n${USAGE}`);
  else console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
