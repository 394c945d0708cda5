import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { StoreError } from '../lib/storage/object-store';
import { BackupError } from './backup-folder';
import { migrateFiles } from './files-migrate';

/**
 * `npm run files:migrate -- --to s3` (or `--to local`), with the server's own settings: README,
 * "Running several instances". Run it again after an interruption: what was copied is checked and skipped.
 */
const USAGE = 'Usage: npm run files:migrate -- --to s3    (or --to local: the bucket back into DATA_DIR/files)';

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { to: { type: 'string' } } });
  if (values.to !== 's3' && values.to !== 'local') throw new BackupError(USAGE);
  const config = loadConfig();
  const started = performance.now();
  let shown = 0;
  const report = await migrateFiles(config, values.to, () => {
    shown += 1;
    if (shown % 200 === 0) console.log(`  ${shown.toLocaleString('en')} files copied…`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `Copied ${report.copied.toLocaleString('en')} files (${(report.bytes / 1_000_000).toFixed(1)} MB) from ${report.from} to ${report.to} in ${seconds} s, each checked by size and MD5.`,
      `${report.skipped.toLocaleString('en')} already there with the same checksum were skipped.`,
      values.to === 's3'
        ? 'Start the server with these settings; keep DATA_DIR/files until the shop runs well on the bucket.'
        : 'Start the server without FILE_STORAGE=s3 to serve them from DATA_DIR/files.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof StoreError;
  const badArguments = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
  if (badArguments) console.error(`${(error as Error).message}\n${USAGE}`);
  else console.error(known ? (error as Error).message : error);
  process.exit(1);
});
