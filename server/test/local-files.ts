import path from 'node:path';

/**
 * Where the local store (the default, lib/storage/local-store.ts) keeps a test app's files, for tests
 * that check what is on disk: `DATA_DIR/files/{public,private,uploads}`.
 */
export function localFiles({ dataDir }: { dataDir: string }) {
  const root = path.join(dataDir, 'files');
  return {
    publicDir: path.join(root, 'public'),
    privateDir: path.join(root, 'private'),
    uploadDir: path.join(root, 'uploads'),
    privatePath: (key: string) => path.join(root, 'private', ...key.split('/')),
  };
}
