import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { ObjectStore, StoreSettings } from '../storage/object-store';
import { openStore } from '../storage/open-store';
import { FOOTER_FONT_PATH } from './font';
import type { Stamp } from './footer';
import { StampError } from './stamp-error';
import { stampPdf } from './stamp-pdf';
import { stampZip } from './stamp-zip';

/**
 * One stamping job, run in a worker thread of the pool (stamp-pool.ts): the files travel as store
 * keys, and the worker reads and writes the store itself (the local folder or S3, issue 28), so the
 * request's thread never holds a PDF and the work (parsing, shaping, deflating) never blocks it.
 */
export type StampJob = {
  store: StoreSettings;
  sourceKey: string;
  targetKey: string;
  kind: 'pdf' | 'zip';
  stamp: Stamp;
};

/**
 * What a job answers. A file that cannot be stamped is an answer, not a thrown error: an error
 * crossing from a worker arrives as a plain Error, and the caller needs to tell a StampError apart.
 */
export type StampResult = { ok: true; size: number } | { ok: false; message: string } | { ok: 'missing' };

/** Read on the first job and kept: each worker reads the font once (again only if that read failed). */
let font: Promise<Buffer> | undefined;
/** One store per settings, kept for the worker's life (an S3 client keeps its connections). */
const stores = new Map<string, Promise<ObjectStore>>();

function storeFor(settings: StoreSettings): Promise<ObjectStore> {
  const id = JSON.stringify(settings);
  let store = stores.get(id);
  if (!store) {
    store = openStore(settings);
    stores.set(id, store);
  }
  return store;
}

export default async function stampFile(job: StampJob): Promise<StampResult> {
  font ??= readFile(FOOTER_FONT_PATH).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  const store = await storeFor(job.store);
  const source = await store.get(job.sourceKey);
  if (!source) return { ok: 'missing' };
  const input = await buffer(source.body);
  let output: Uint8Array;
  try {
    output =
      job.kind === 'zip' ? await stampZip(input, job.stamp, await font) : await stampPdf(input, job.stamp, await font);
  } catch (error) {
    if (error instanceof StampError) return { ok: false, message: error.message };
    throw error;
  }
  // Every store writes whole: a reader sees no copy or all of it, never half of one.
  await store.put(job.targetKey, output);
  return { ok: true, size: output.byteLength };
}
