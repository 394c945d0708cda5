import { LocalStore } from './local-store';
import type { ObjectStore, StoreSettings } from './object-store';
import { S3Store } from './s3-store';

/** The store `settings` describe: the server's own, and each stamping worker thread's. */
export async function openStore(settings: StoreSettings): Promise<ObjectStore> {
  return settings.kind === 'local' ? new LocalStore(settings.root) : new S3Store(settings);
}
