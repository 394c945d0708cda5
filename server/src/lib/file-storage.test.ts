import { describe, expect, it } from 'vitest';
import { FileStorage } from './file-storage';

const storage = new FileStorage('/data', 'https://gate.example', 'a-test-secret-that-is-long-enough-123');

describe('FileStorage', () => {
  it('builds absolute public URLs and encodes each path segment', () => {
    expect(storage.publicFileUrl('blog/covers/a b.svg')).toBe('https://gate.example/files/blog/covers/a%20b.svg');
    expect(storage.publicFileUrl(null)).toBeNull();
  });

  it('signs a route so that only an unexpired, untouched link verifies', () => {
    const now = Date.UTC(2026, 10, 22);
    const url = new URL(storage.signedUrl('/api/materials/7/download', 3600, now));
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(storage.verifySignature('/api/materials/7/download', expires, signature, now)).toBe(true);
    expect(storage.verifySignature('/api/materials/8/download', expires, signature, now)).toBe(false);
    expect(storage.verifySignature('/api/materials/7/download', expires + 1, signature, now)).toBe(false);
    expect(storage.verifySignature('/api/materials/7/download', expires, signature, now + 3601_000)).toBe(false);
    const other = new FileStorage('/data', 'https://gate.example', 'another-secret-that-is-long-enough-456');
    expect(other.verifySignature('/api/materials/7/download', expires, signature, now)).toBe(false);
  });

  it('refuses a key that would leave the storage folder', () => {
    expect(storage.privatePath('../secrets/file-url-secret')).toBeNull();
    expect(storage.privatePath('materials/a.pdf')).toBe('/data/files/private/materials/a.pdf');
  });
});
