import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAvatarSvg, makeCoverSvg } from './assets/svg';
import { FileStorage } from './file-storage';
import { RENDITION_CACHE, renditionKeys, writePublicImage } from './images';

let dataDir: string;
let files: FileStorage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-images-'));
  files = new FileStorage(dataDir, 'secret');
});
/** Sources drawn here are unique (random titles): their cache entries are dropped afterwards. */
const drawn: (string | Buffer)[] = [];
const cacheEntry = (source: string | Buffer) =>
  path.join(RENDITION_CACHE, createHash('sha256').update(source).digest('hex'));
const fresh = <T extends string | Buffer>(source: T): T => {
  drawn.push(source);
  return source;
};
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await Promise.all(drawn.map((source) => rm(cacheEntry(source), { recursive: true, force: true })));
});

const stored = (key: string) => path.join(dataDir, 'files', 'public', key);
const metadataOf = async (key: string) => sharp(await readFile(stored(key))).metadata();
/** A source no other test run has drawn, so the rendition cache cannot answer for it. */
const freshCover = (width: number, height: number) =>
  fresh(makeCoverSvg({ title: `Cover ${randomUUID()}`, width, height, hue: 200 }));

describe('writePublicImage', () => {
  it('writes WebP and AVIF at 320, 640 and 960 px and a 1200x630 JPEG next to an SVG cover', async () => {
    await writePublicImage(files, 'materials/sheet/cover.svg', freshCover(480, 640));
    expect(await readFile(stored('materials/sheet/cover.svg'), 'utf8')).toMatch(/^<svg /);
    const found = await Promise.all(
      renditionKeys('materials/sheet/cover.svg').map(async (key) => {
        const { format, width, height } = await metadataOf(key);
        return `${key} ${format} ${width}x${height}`;
      }),
    );
    expect(found).toEqual([
      'materials/sheet/cover-320w.avif heif 320x427',
      'materials/sheet/cover-320w.webp webp 320x427',
      'materials/sheet/cover-640w.avif heif 640x853',
      'materials/sheet/cover-640w.webp webp 640x853',
      'materials/sheet/cover-960w.avif heif 960x1280',
      'materials/sheet/cover-960w.webp webp 960x1280',
      'materials/sheet/cover-share.jpg jpeg 1200x630',
    ]);
  });

  it('frames a portrait cover in the share image whole, on a neutral ground, never cropped', async () => {
    const cover = fresh(makeCoverSvg({ title: `Red ${randomUUID()}`, width: 480, height: 640, hue: 0 }));
    await writePublicImage(files, 'share/cover.svg', cover);
    const { data, info } = await sharp(await readFile(stored('share/cover-share.jpg')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 6);
    // 480x640 scaled to 630 high is 472.5 wide, centred: the frame is slate-100 (#f1f5f9) beside it.
    expect(near(pixel(10, 315), [0xf1, 0xf5, 0xf9])).toBe(true);
    expect(near(pixel(1190, 315), [0xf1, 0xf5, 0xf9])).toBe(true);
    // The cover's top and bottom rows reach the edges of the frame: nothing of it is cut off.
    expect(near(pixel(600, 1), [0xf1, 0xf5, 0xf9])).toBe(false);
    expect(near(pixel(600, 628), [0xf1, 0xf5, 0xf9])).toBe(false);
  });

  it('keeps the transparent corners of a round avatar', async () => {
    await writePublicImage(
      files,
      'avatars/mona.svg',
      fresh(makeAvatarSvg({ name: `Mona ${randomUUID()}`, size: 160, hue: 40 })),
    );
    const { channels, hasAlpha } = await metadataOf('avatars/mona-320w.webp');
    expect({ channels, hasAlpha }).toEqual({ channels: 4, hasAlpha: true });
    const { data } = await sharp(await readFile(stored('avatars/mona-320w.webp')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('never enlarges a raster: its wider renditions keep its own width', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    await writePublicImage(files, 'photos/hall.png', fresh(png));
    expect((await metadataOf('photos/hall-320w.webp')).width).toBe(320);
    expect((await metadataOf('photos/hall-640w.webp')).width).toBe(400);
    expect((await metadataOf('photos/hall-960w.avif')).width).toBe(400);
  });

  it('writes nothing, not even the original, when the image cannot be rendered', async () => {
    await expect(
      writePublicImage(files, 'broken/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"'),
    ).rejects.toThrow();
    expect(existsSync(stored('broken/cover.svg'))).toBe(false);
    expect(existsSync(stored('broken/cover-320w.webp'))).toBe(false);
  });

  it('refuses a name that is not an image, which would have no rendition names', async () => {
    await expect(writePublicImage(files, 'materials/sheet/preview.pdf', freshCover(100, 100))).rejects.toThrow(
      'Not a public image name',
    );
  });

  it('takes the renditions of a picture it has drawn before from the cache', async () => {
    const cover = freshCover(640, 420);
    await writePublicImage(files, 'cache/first.svg', cover);
    await writeFile(path.join(cacheEntry(cover), '320.webp'), 'from the cache');
    await writePublicImage(files, 'cache/second.svg', cover);
    expect(await readFile(stored('cache/second-320w.webp'), 'utf8')).toBe('from the cache');
  });
});
