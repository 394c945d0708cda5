import { LocalStore } from './local-store';
import type { ObjectStore, StoreSettings } from './object-store';

/**
 * The store `settings` describe. S3's client is loaded only when a store needs it, so the embedded
 * default (and each stamping worker thread) does not load the AWS SDK.
 */
export async function openStore(settings: StoreSettings): Promise<ObjectStore> {
  if (settings.kind === 'local') return new LocalStore(settings.root);
  const { S3Store } = await import('./s3-store');
  return new S3Store(settings);
}
