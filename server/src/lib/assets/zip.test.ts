import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeZip } from './zip';

interface ReadEntry {
  name: string;
  data: Buffer;
  crc: number;
  flags: number;
}

/** Independent reader: EOCD -> central directory -> local headers -> (inflated) data. */
function readZip(zip: Buffer): ReadEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBe(zip.length - 22);
  const count = zip.readUInt16LE(eocd + 10);
  const cdSize = zip.readUInt32LE(eocd + 12);
  let at = zip.readUInt32LE(eocd + 16);
  expect(at + cdSize).toBe(eocd);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [flags, method] = [zip.readUInt16LE(at + 8), zip.readUInt16LE(at + 10)];
    const crc = zip.readUInt32LE(at + 16);
    const [compressed, size] = [zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24)];
    const nameLen = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    at += 46 + nameLen + skip;

    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.readUInt32LE(local + 14)).toBe(crc);
    const localName = zip.subarray(local + 30, local + 30 + zip.readUInt16LE(local + 26));
    expect(localName.toString('utf8')).toBe(name);
    const start = local + 30 + localName.length + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    expect([0, 8]).toContain(method);
    expect(data.length).toBe(size);
    entries.push({ name, data, crc, flags });
  }
  return entries;
}

describe('makeZip', () => {
  const readme = Buffer.from('Reading pack\n'.repeat(50));
  const answers = Buffer.from('Answer key: 1b 2c 3a ✓');
  const entries = [
    { name: 'readme.txt', data: readme },
    { name: 'answers/réponses-ملف.txt', data: answers },
  ];

  it('round-trips names, contents and CRC-32 for each entry, including UTF-8 names', () => {
    const read = readZip(makeZip(entries));
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    read.forEach((entry, i) => {
      const original = entries[i]?.data ?? Buffer.alloc(0);
      expect(entry.data.equals(original)).toBe(true);
      expect(entry.crc).toBe(crc32(original));
      expect(entry.flags & 0x0800).toBe(0x0800);
    });
  });

  it('produces a valid empty archive with no entries', () => {
    const zip = makeZip([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip)).toEqual([]);
  });

  it('gives identical bytes for the same entries', () => {
    expect(makeZip(entries).equals(makeZip(entries))).toBe(true);
  });

  it('stamps every entry with 1 January 2025 00:00 in DOS format', () => {
    const zip = makeZip(entries);
    expect(zip.readUInt16LE(10)).toBe(0);
    expect(zip.readUInt16LE(12)).toBe((45 << 9) | (1 << 5) | 1);
  });
});
