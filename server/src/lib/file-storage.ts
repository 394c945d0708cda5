import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files live under DATA_DIR/files. Public files (thumbnails, covers, previews) are served at
 * /files/{key}; private ones (paid material files, lesson zips) only through URLs signed here.
 * The URLs are root-relative (issue 23 §7): the site works at whatever address it is opened at
 * (127.0.0.1, the machine's network address, PUBLIC_URL), and the Content-Security-Policy allows
 * pictures from 'self' only. What leaves the site (share tags, e-mails) adds PUBLIC_URL itself.
 */
export class FileStorage {
  readonly publicDir: string;
  readonly privateDir: string;
  /** Uploads arrive here: on the same disk as the files, so moving one into place is a rename. */
  readonly uploadDir: string;

  constructor(
    dataDir: string,
    private readonly secret: string,
  ) {
    this.publicDir = path.join(dataDir, 'files', 'public');
    this.privateDir = path.join(dataDir, 'files', 'private');
    this.uploadDir = path.join(dataDir, 'files', 'uploads');
  }

  /**
   * A new, unused path in the upload folder for a file still arriving (issue 24 §3). Nothing serves
   * that folder, so half an upload is never visible; the caller moves it into place or removes it.
   */
  async uploadPath(): Promise<string> {
    await mkdir(this.uploadDir, { recursive: true });
    return path.join(this.uploadDir, randomUUID());
  }

  /**
   * Moves a finished upload to the private `key` in one rename: readers see no file, then all of it.
   * Both ends are checked, so neither an odd key nor a path from elsewhere can move files around.
   */
  async movePrivate(uploaded: string, key: string): Promise<void> {
    const source = path.resolve(uploaded);
    const target = resolveInside(this.privateDir, key);
    if (!source.startsWith(this.uploadDir + path.sep)) throw new Error(`Not an upload: ${uploaded}`);
    if (!target) throw new Error(`Refusing to write outside the storage folder: ${key}`);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(source, target);
  }

  /** Removes private files (a replacement that was not kept); keys outside the folder are ignored. */
  async removePrivate(...keys: string[]): Promise<void> {
    await remove(this.privateDir, keys);
  }

  /** Removes public files, as `removePrivate`. */
  async removePublic(...keys: string[]): Promise<void> {
    await remove(this.publicDir, keys);
  }

  async writePublic(key: string, data: Buffer | string): Promise<void> {
    await write(this.publicDir, key, data);
  }

  async writePrivate(key: string, data: Buffer | string): Promise<void> {
    await write(this.privateDir, key, data);
  }

  /** The private file's path, or null for a key that tries to leave the folder. */
  privatePath(key: string): string | null {
    return resolveInside(this.privateDir, key);
  }

  /** The root-relative URL of a public file: `/files/{key}`. */
  publicFileUrl(key: string | null): string | null {
    return key ? `/files/${encodeKey(key)}` : null;
  }

  /** A root-relative URL for `route`, valid for `ttlSeconds`, that only this server can mint. */
  signedUrl(route: string, ttlSeconds: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `${route}?expires=${expires}&signature=${this.sign(route, expires)}`;
  }

  verifySignature(route: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(route, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(route: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${route}\n${expires}`).digest('base64url');
  }
}

function resolveInside(root: string, key: string): string | null {
  const resolved = path.resolve(root, key);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

async function write(root: string, key: string, data: Buffer | string) {
  const target = resolveInside(root, key);
  if (!target) throw new Error(`Refusing to write outside the storage folder: ${key}`);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
}

async function remove(root: string, keys: string[]) {
  const targets = keys.map((key) => resolveInside(root, key)).filter((target) => target !== null);
  await Promise.all(targets.map((target) => rm(target, { force: true })));
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
