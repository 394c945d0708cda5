import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { footerLine } from './footer';
import { StampError } from './stamp-error';
import { stampZip } from './stamp-zip';
import { FONT, makePdf, readPdf, STAMP } from './test-files';

/** Each entry's CRC-32 as the archive's central directory records it, read straight from the bytes. */
function recordedCrcs(zip: Uint8Array): Map<string, number> {
  const bytes = Buffer.from(zip);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  const crcs = new Map<string, number>();
  for (let index = 0; index < bytes.readUInt16LE(end + 10); index += 1) {
    const nameLength = bytes.readUInt16LE(at + 28);
    crcs.set(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'), bytes.readUInt32LE(at + 16));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return crcs;
}

describe('stampZip', () => {
  it('stamps every PDF in the zip and leaves every other entry as it was, in the same order', async () => {
    const pdf = await makePdf();
    const recording = randomBytes(200_000);
    const source = zipSync({
      'Lesson 3/': new Uint8Array(0),
      'Lesson 3/handout.pdf': pdf,
      'Lesson 3/Slides.PDF': [pdf, { level: 0 }],
      'Lesson 3/notes.txt': new TextEncoder().encode('Read pages 4 to 6 before the lesson.'),
      'Lesson 3/recording.mp3': [recording, { level: 0 }],
      '__MACOSX/Lesson 3/._handout.pdf': new TextEncoder().encode('Mac resource fork, not a PDF'),
    });
    const stamped = await stampZip(source, STAMP, FONT);
    const before = unzipSync(source);
    const after = unzipSync(stamped);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of [
      'Lesson 3/',
      'Lesson 3/notes.txt',
      'Lesson 3/recording.mp3',
      '__MACOSX/Lesson 3/._handout.pdf',
    ]) {
      expect(Buffer.from(after[name]!).equals(Buffer.from(before[name]!)), name).toBe(true);
    }
    for (const name of ['Lesson 3/handout.pdf', 'Lesson 3/Slides.PDF']) {
      const pages = await readPdf(after[name]!);
      expect(pages).toHaveLength(4);
      for (const page of pages) expect(page.text).toContain(footerLine(STAMP));
    }
    // What unzip tools check: each entry's bytes match the CRC the directory gives for it.
    for (const [name, crc] of recordedCrcs(stamped)) expect(crc32(after[name]!), name).toBe(crc);
  });

  it('copies an entry that is not a PDF without unpacking it: its packed bytes are the same', async () => {
    const text = new TextEncoder().encode('Lesson notes '.repeat(1000));
    const source = zipSync({ 'notes.txt': [text, { level: 9 }], 'a.pdf': await makePdf() });
    const stamped = Buffer.from(await stampZip(source, STAMP, FONT));
    const local = Buffer.from(source).subarray(0, 30 + 'notes.txt'.length);
    const packedLength = local.readUInt32LE(18);
    const original = Buffer.from(source).subarray(0, local.length + packedLength);
    expect(stamped.subarray(0, original.length).equals(original)).toBe(true);
  });

  it('refuses a zip with a PDF that cannot be stamped, naming it', async () => {
    const source = zipSync({ 'ok.pdf': await makePdf(), 'broken.pdf': new TextEncoder().encode('not a pdf') });
    await expect(stampZip(source, STAMP, FONT)).rejects.toThrow(StampError);
    await expect(stampZip(source, STAMP, FONT)).rejects.toThrow(/broken\.pdf/);
  });

  it('refuses bytes that are not a zip', async () => {
    await expect(stampZip(new TextEncoder().encode('just text'), STAMP, FONT)).rejects.toThrow(StampError);
  });
});
