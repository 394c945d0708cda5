import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  renditionOf,
  SHARE_IMAGE,
  shareImageOf,
} from '@the-gate/contract/images';
import sharp from 'sharp';
import type { FileStorage } from './file-storage';

/**
 * Public images (covers, thumbnails, blog pictures, avatars) and their raster renditions
 * (issue 12 §3): WebP and AVIF at every width of IMAGE_WIDTHS, for `srcset`, and a 1200x630
 * JPEG for og:image. Names follow `@the-gate/contract/images`.
 */

/** A neutral frame (Tailwind slate-100, as the web app letterboxes covers) around a share image. */
const FRAME = '#f1f5f9';
/**
 * Encoder settings, measured on the demo covers: AVIF at effort 1 is about a third smaller than
 * WebP, and each higher level costs 1.5 to 2 times the CPU for 5% less; WebP above effort 2 gains
 * under 3%.
 */
const ENCODE = {
  webp: { quality: 80, effort: 2 },
  avif: { quality: 55, effort: 1 },
  jpeg: { quality: 82 },
} as const;
/** Everything `render` depends on besides the source (bump `version` when its code changes). */
const RECIPE = JSON.stringify({
  version: 1,
  sharp: sharp.versions,
  ENCODE,
  FRAME,
  SHARE_IMAGE,
  IMAGE_WIDTHS,
  IMAGE_FORMATS,
});

type Output = { suffix: string; data: Buffer };

/**
 * Writes a public image: its renditions first, then the original, so a public image never exists
 * without them (a `<source>` that 404s costs the browser a failed request before the original).
 */
export async function writePublicImage(files: FileStorage, key: string, source: string | Buffer): Promise<void> {
  const original = typeof source === 'string' ? Buffer.from(source) : source;
  const outputs = await cachedRenditions(original);
  await Promise.all(outputs.map(({ suffix, data }) => files.writePublic(keyFor(key, suffix), data)));
  await files.writePublic(key, original);
}

/** The keys `writePublicImage` writes besides the original, for checks and clean-ups. */
export function renditionKeys(key: string): string[] {
  return outputSuffixes().map((suffix) => keyFor(key, suffix));
}

function outputSuffixes(): string[] {
  return [...IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => `${width}.${format}`)), 'share'];
}

function keyFor(key: string, suffix: string): string {
  if (suffix === 'share') return shareImageOf(key);
  const [width, format] = suffix.split('.') as [string, ImageFormat];
  const renamed = renditionOf(key, Number(width), format);
  if (renamed === key) throw new Error(`Not a public image name (.svg, .png, .jpg or .webp): ${key}`);
  return renamed;
}

/** Renders `source` (SVG, PNG or JPEG) into every rendition. */
export async function render(source: Buffer): Promise<Output[]> {
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) throw new Error('The image has no size');
  // Fit inside the share frame, at the frame's height or width (whichever binds first).
  const shareScale = Math.min(SHARE_IMAGE.width / meta.width, SHARE_IMAGE.height / meta.height);
  const largest = Math.max(Math.max(...IMAGE_WIDTHS), Math.round(meta.width * shareScale));
  // A vector is drawn once, straight at the largest size needed (crisp at 960w even for a 480 px
  // cover); a raster is never enlarged, so its widest renditions may stay narrower.
  const density = meta.format === 'svg' ? (72 * largest) / meta.width : undefined;
  const { data, info } = await sharp(source, density ? { density } : {})
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // An alpha channel that is opaque everywhere (most covers) would cost AVIF a second encode.
  const { isOpaque } = await sharp(data, { raw: info }).stats();
  const pixels = () => (isOpaque ? sharp(data, { raw: info }).removeAlpha() : sharp(data, { raw: info }));

  const sized = IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map(async (format): Promise<Output> => {
      const resized = pixels().resize({ width, withoutEnlargement: true });
      const encoded = format === 'avif' ? resized.avif(ENCODE.avif) : resized.webp(ENCODE.webp);
      return { suffix: `${width}.${format}`, data: await encoded.toBuffer() };
    }),
  );
  const share = pixels()
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'contain', background: FRAME })
    .flatten({ background: FRAME })
    .jpeg(ENCODE.jpeg)
    .toBuffer()
    .then((buffer): Output => ({ suffix: 'share', data: buffer }));
  // All at once: sharp runs each on the libuv pool, so the encodes share the cores.
  return Promise.all([...sized, share]);
}

/**
 * Renditions are a pure function of the source, and the demo seed (run by every server test file
 * and every fresh start) draws the same ~200 pictures each time: they are kept in a cache under
 * the system's temp folder, keyed by the source's hash, so each is encoded once per machine.
 * docs/decisions/010-image-renditions.md.
 */
export const RENDITION_CACHE = path.join(
  tmpdir(),
  'the-gate-image-renditions',
  createHash('sha256').update(RECIPE).digest('hex').slice(0, 16),
);

async function cachedRenditions(source: Buffer): Promise<Output[]> {
  const entry = path.join(RENDITION_CACHE, createHash('sha256').update(source).digest('hex'));
  const suffixes = outputSuffixes();
  try {
    return await Promise.all(
      suffixes.map(async (suffix) => ({ suffix, data: await readFile(path.join(entry, suffix)) })),
    );
  } catch {
    // Not cached yet (or only partly, if the folder was cleaned meanwhile): render afresh.
  }
  const outputs = await render(source);
  await storeInCache(entry, outputs).catch(() => {
    // A cache that cannot be written (read-only temp folder) only costs speed.
  });
  return outputs;
}

/** Written to a folder of its own, then renamed into place: readers never see half an entry. */
async function storeInCache(entry: string, outputs: Output[]) {
  await mkdir(RENDITION_CACHE, { recursive: true });
  const staging = await mkdtemp(`${entry}.tmp-`);
  await Promise.all(outputs.map(({ suffix, data }) => writeFile(path.join(staging, suffix), data)));
  try {
    await rename(staging, entry);
  } catch {
    // Another process stored the same entry first; theirs is identical.
    await rm(staging, { recursive: true, force: true });
  }
}
