import path from 'node:path';
import type { Config } from '../config';
import { type CopyReport, copyObjects } from '../lib/storage/copy-objects';
import { LocalStore } from '../lib/storage/local-store';
import { S3Store } from '../lib/storage/s3-store';
import { BackupError } from './backup-folder';

export type MigrateDirection = 's3' | 'local';

/** Where the stamped copies are (lib/stamping/stamped-copies.ts): made again on demand, never moved. */
const STAMPED_COPIES = 'private/stamped/';

export const NEEDS_S3_SETTINGS =
  'Set FILE_STORAGE=s3 and the S3_ settings the server is to use (README, "Running several instances"), then run it again: the files are copied between DATA_DIR/files and that bucket.';

/**
 * `npm run files:migrate -- --to s3` (issue 28 §4): every file of DATA_DIR/files (public and private;
 * not uploads still arriving, nor the stamped copies, which are made again) into the bucket the S3_ settings name, each checked by size and
 * checksum, resumable; `--to local` copies the bucket back into DATA_DIR/files. Nothing is deleted
 * on either side: the source stays until the operator removes it.
 */
export async function migrateFiles(
  config: Pick<Config, 'dataDir' | 'fileStorage'>,
  to: MigrateDirection,
  onCopied?: (key: string) => void,
): Promise<CopyReport & { from: string; to: string }> {
  if (config.fileStorage.kind !== 's3') throw new BackupError(NEEDS_S3_SETTINGS);
  const bucket = new S3Store(config.fileStorage);
  try {
    await bucket.check();
    const local = new LocalStore(path.join(config.dataDir, 'files'));
    const names = { local: local.root, s3: `the bucket ${config.fileStorage.bucket}` };
    // The buyers' stamped copies stay behind: a copy's key names its source's version (an inode here,
    // an ETag there), so every one would be made again on its first download from the other store.
    const options = { onCopied, leaveOut: [STAMPED_COPIES] };
    const report = to === 's3' ? await copyObjects(local, bucket, options) : await copyObjects(bucket, local, options);
    return { ...report, from: to === 's3' ? names.local : names.s3, to: to === 's3' ? names.s3 : names.local };
  } finally {
    bucket.close();
  }
}
