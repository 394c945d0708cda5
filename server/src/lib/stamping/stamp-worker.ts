import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FOOTER_FONT_PATH } from './font';
import type { Stamp } from './footer';
import { StampError } from './stamp-error';
import { stampPdf } from './stamp-pdf';
import { stampZip } from './stamp-zip';

/**
 * One stamping job, run in a worker thread of the pool (stamp-pool.ts): the files travel as paths,
 * so the request's thread never holds a PDF, and the work (parsing, shaping, deflating) never
 * blocks it.
 */
export type StampJob = { inputPath: string; outputPath: string; kind: 'pdf' | 'zip'; stamp: Stamp };

/**
 * What a job answers. A file that cannot be stamped is an answer, not a thrown error: an error
 * crossing from a worker arrives as a plain Error, and the caller needs to tell a StampError apart.
 */
export type StampResult = { ok: true; size: number } | { ok: false; message: string };

/** Read on the first job and kept: each worker reads the font once (again only if that read failed). */
let font: Promise<Buffer> | undefined;

export default async function stampFile(job: StampJob): Promise<StampResult> {
  font ??= readFile(FOOTER_FONT_PATH).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  const input = await readFile(job.inputPath);
  let output: Uint8Array;
  try {
    output =
      job.kind === 'zip' ? await stampZip(input, job.stamp, await font) : await stampPdf(input, job.stamp, await font);
  } catch (error) {
    if (error instanceof StampError) return { ok: false, message: error.message };
    throw error;
  }
  await writeAtomically(job.outputPath, output);
  return { ok: true, size: output.byteLength };
}

/**
 * Written under a temporary name beside the target, then renamed over it: a reader (another
 * request, another server on the same disk) sees no file or the whole file, never half of one.
 */
async function writeAtomically(target: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
