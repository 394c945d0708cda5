import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStorage } from './file-storage';

const storage = new FileStorage('/data', 'a-test-secret-that-is-long-enough-123');

describe('FileStorage', () => {
  // Issue 23 §7: root-relative, so pictures load at whatever address the site is opened at.
  it('builds root-relative public URLs and encodes each path segment', () => {
    expect(storage.publicFileUrl('blog/covers/a b.svg')).toBe('/files/blog/covers/a%20b.svg');
    expect(storage.publicFileUrl(null)).toBeNull();
  });

  it('signs a route so that only an unexpired, untouched link verifies', () => {
    const now = Date.UTC(2026, 10, 22);
    const signed = storage.signedUrl('/api/materials/7/download', 3600, now);
    // Issue 23 §7: root-relative, like every file URL the app is given.
    expect(signed).toMatch(/^\/api\/materials\/7\/download\?expires=\d+&signature=/);
    const url = new URL(signed, 'http://any.host');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(storage.verifySignature('/api/materials/7/download', expires, signature, now)).toBe(true);
    expect(storage.verifySignature('/api/materials/8/download', expires, signature, now)).toBe(false);
    expect(storage.verifySignature('/api/materials/7/download', expires + 1, signature, now)).toBe(false);
    expect(storage.verifySignature('/api/materials/7/download', expires, signature, now + 3601_000)).toBe(false);
    const other = new FileStorage('/data', 'another-secret-that-is-long-enough-456');
    expect(other.verifySignature('/api/materials/7/download', expires, signature, now)).toBe(false);
  });

  it('refuses a key that would leave the storage folder', async () => {
    expect(storage.privateStoreKey('materials/a.pdf')).toBe('private/materials/a.pdf');
    for (const key of ['../secrets/file-url-secret', 'a/../../b', '/etc/passwd', 'a//b', 'a\\b', 'a/\u0000b', '']) {
      expect(() => storage.privateStoreKey(key), key).toThrow(/outside the storage folder/);
      await expect(storage.writePublic(key, 'x'), key).rejects.toThrow(/outside the storage folder/);
      expect(await storage.headPrivate(key), key).toBeNull();
    }
  });

  // Issue 24 §3: an upload arrives in its own folder and is renamed into place whole.
  it('moves a finished upload into the private folder, and nothing from or to elsewhere', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-storage-'));
    try {
      const files = new FileStorage(dataDir, 'a-test-secret-that-is-long-enough-123');
      const upload = await files.uploadPath();
      expect(path.dirname(upload)).toBe(files.uploadDir);
      await writeFile(upload, 'the file');
      await expect(files.storePrivateUpload(upload, '../public/evil.pdf')).rejects.toThrow(
        /outside the storage folder/,
      );
      await expect(files.storePrivateUpload(path.join(dataDir, 'elsewhere'), 'materials/1/a.pdf')).rejects.toThrow(
        /Not an upload/,
      );
      await files.storePrivateUpload(upload, 'materials/1/a.pdf');
      const onDisk = path.join(dataDir, 'files', 'private', 'materials', '1', 'a.pdf');
      expect(await readFile(onDisk, 'utf8')).toBe('the file');
      await expect(readFile(upload)).rejects.toThrow(/ENOENT/);
      await files.removePrivate('materials/1/a.pdf', '../../outside');
      await expect(readFile(onDisk)).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
