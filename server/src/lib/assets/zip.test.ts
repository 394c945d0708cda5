import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { makeZip } from './zip';

const entries = [
  { name: 'Guided Reading for Years 5\u20136.pdf', data: Buffer.from('%PDF-1.7 handout '.repeat(200)) },
  { name: 'README.txt', data: Buffer.from('Lesson 1\n') },
];

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('makeZip', () => {
  it('reads back with every entry, its UTF-8 name and its exact bytes', () => {
    const read = unzipSync(makeZip(entries));
    expect(Object.keys(read)).toEqual(entries.map((e) => e.name));
    for (const entry of entries) expect(Buffer.from(read[entry.name]!).equals(entry.data)).toBe(true);
  });

  it('compresses what compresses', () => {
    const total = entries.reduce((sum, e) => sum + e.data.length, 0);
    expect(makeZip(entries).length).toBeLessThan(total / 4);
  });

  it('gives identical bytes for identical entries, dated 2025-01-01 in every time zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    const tokyo = makeZip(entries);
    process.env.TZ = 'America/Los_Angeles';
    const losAngeles = makeZip(entries);
    expect(tokyo.equals(losAngeles)).toBe(true);
    // The first local header: MS-DOS time at offset 10, date at 12.
    expect(tokyo.readUInt32LE(0)).toBe(0x04034b50);
    expect(tokyo.readUInt16LE(10)).toBe(0);
    expect(tokyo.readUInt16LE(12)).toBe(((2025 - 1980) << 9) | (1 << 5) | 1);
  });

  it('refuses two entries with the same name, which would hide one of them', () => {
    expect(() => makeZip([entries[1]!, entries[1]!])).toThrow('two entries named "README.txt"');
  });
});
