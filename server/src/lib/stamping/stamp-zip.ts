import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Stamp } from './footer';
import { StampError } from './stamp-error';
import { stampPdf } from './stamp-pdf';

/**
 * Stamps every PDF in a lesson zip (issue 27 §1). The archive is rewritten at the byte level rather
 * than unpacked and packed again: every other entry (a recording can be most of the 100 MB) is copied
 * as it lies in the archive, header, compressed bytes and all, so it comes out byte for byte the same
 * and costs neither inflating nor deflating. Only each PDF's own local header and data are new, and
 * the central directory's offsets follow. Zip64 archives (over 4 GB or 65,535 entries) are refused:
 * uploads are capped far below that (zip-upload.ts).
 */
export async function stampZip(bytes: Uint8Array, stamp: Stamp, font: Uint8Array): Promise<Uint8Array> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { entries, end } = readArchive(zip);
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const record = Buffer.from(entry.record);
    let local: Buffer[];
    if (isPdf(entry.name)) {
      const stamped = await stampEntry(zip, entry, stamp, font);
      local = [localHeader(entry, stamped), entry.rawName, stamped.data];
      record.writeUInt16LE(entry.flags & ~DATA_DESCRIPTOR, 8);
      record.writeUInt32LE(stamped.crc, 16);
      record.writeUInt32LE(stamped.data.length, 20);
      record.writeUInt32LE(stamped.size, 24);
    } else {
      local = [zip.subarray(entry.localOffset, entry.spanEnd)];
    }
    record.writeUInt32LE(offset, 42);
    for (const chunk of local) {
      chunks.push(chunk);
      offset += chunk.length;
    }
    if (offset > MAX_32) throw new StampError('The stamped zip would be larger than 4 GB.');
    directory.push(record);
  }
  const eocd = Buffer.from(zip.subarray(end));
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, eocd]);
}

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ENCRYPTED = 0x0001;
const DATA_DESCRIPTOR = 0x0008;
const MAX_32 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

type Entry = {
  name: string;
  rawName: Buffer;
  /** The central directory record, as read. */
  record: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Where the next entry (or the central directory) starts: the entry's bytes, data descriptor included. */
  spanEnd: number;
};

/**
 * PDFs by name, as the lesson's readers open them; not the "._name.pdf" companions macOS adds to
 * archives it makes (resource forks, in "__MACOSX/"), which only share the name.
 */
function isPdf(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return base.toLowerCase().endsWith('.pdf') && !base.startsWith('._') && !name.startsWith('__MACOSX/');
}

function unreadable(detail: string): StampError {
  return new StampError(`The zip file could not be read (${detail}), so its PDFs cannot be stamped.`);
}

/** The entries in the central directory's order (the order unzip tools list), each with its span of bytes. */
function readArchive(zip: Buffer): { entries: Entry[]; end: number } {
  const end = findEnd(zip);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0) throw unreadable('split over several disks');
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  const zip64 = end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR_SIGNATURE;
  if (zip64 || count === 0xffff || directorySize === MAX_32 || directoryOffset === MAX_32) {
    throw unreadable('a zip64 archive');
  }
  if (directoryOffset + directorySize > end) throw unreadable('its directory lies outside the file');
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadable('a damaged directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const length = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const record = zip.subarray(at, at + length);
    const rawName = zip.subarray(at + 46, at + 46 + nameLength);
    const flags = record.readUInt16LE(8);
    if ([20, 24, 42].some((field) => record.readUInt32LE(field) === MAX_32)) throw unreadable('a zip64 archive');
    entries.push({
      // Bit 11 says UTF-8; otherwise CP437, whose ASCII part (all ".pdf" needs) latin1 reads the same.
      name: rawName.toString(flags & 0x0800 ? 'utf8' : 'latin1'),
      rawName,
      record,
      flags,
      method: record.readUInt16LE(10),
      crc: record.readUInt32LE(16),
      compressedSize: record.readUInt32LE(20),
      size: record.readUInt32LE(24),
      localOffset: record.readUInt32LE(42),
      spanEnd: 0,
    });
    at += length;
  }
  if (at !== directoryOffset + directorySize) throw unreadable('a damaged directory');
  // Each entry's bytes run to the next one's start: entries sharing or overlapping bytes are refused.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  byOffset.forEach((entry, index) => {
    entry.spanEnd = byOffset[index + 1]?.localOffset ?? directoryOffset;
    const dataStart = localDataStart(zip, entry);
    if (dataStart + entry.compressedSize > entry.spanEnd) throw unreadable(`entries overlap at "${entry.name}"`);
  });
  return { entries, end };
}

function findEnd(zip: Buffer): number {
  // The end record is 22 bytes plus a comment of up to 65,535.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === END_SIGNATURE && at + 22 + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  throw unreadable('not a zip file');
}

function localDataStart(zip: Buffer, entry: Entry): number {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw unreadable(`no file header for "${entry.name}"`);
  }
  return at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
}

type StampedEntry = { data: Buffer; crc: number; size: number; method: number };

async function stampEntry(zip: Buffer, entry: Entry, stamp: Stamp, font: Uint8Array): Promise<StampedEntry> {
  if (entry.flags & ENCRYPTED)
    throw new StampError(`"${entry.name}" in the zip is encrypted, so it cannot be stamped.`);
  const start = localDataStart(zip, entry);
  const packed = zip.subarray(start, start + entry.compressedSize);
  let pdf: Buffer;
  if (entry.method === STORED) pdf = packed;
  else if (entry.method === DEFLATED) pdf = inflate(packed, entry);
  else
    throw new StampError(
      `"${entry.name}" in the zip is packed in a way this server cannot read (method ${entry.method}).`,
    );
  if (pdf.length !== entry.size || crc32(pdf) !== entry.crc) throw unreadable(`"${entry.name}" is damaged`);
  let stamped: Uint8Array;
  try {
    stamped = await stampPdf(pdf, stamp, font);
  } catch (error) {
    throw new StampError(`"${entry.name}" in the zip: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const plain = Buffer.from(stamped.buffer, stamped.byteOffset, stamped.byteLength);
  // Packed as it was: a PDF stored unpacked stays so (some tools expect it), one deflated is deflated again.
  const data = entry.method === STORED ? plain : deflateRawSync(plain);
  if (data.length > MAX_32 || plain.length > MAX_32) throw new StampError(`"${entry.name}" would be larger than 4 GB.`);
  return { data, crc: crc32(plain), size: plain.length, method: entry.method };
}

function inflate(packed: Buffer, entry: Entry): Buffer {
  try {
    return inflateRawSync(packed, { maxOutputLength: Math.max(entry.size, 1) });
  } catch (error) {
    throw new StampError(`"${entry.name}" in the zip is damaged and cannot be unpacked.`, { cause: error });
  }
}

/** A local header with the sizes and CRC in it, so no data descriptor follows the data. */
function localHeader(entry: Entry, stamped: StampedEntry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  header.writeUInt16LE(entry.record.readUInt16LE(6), 4);
  header.writeUInt16LE(entry.flags & ~DATA_DESCRIPTOR, 6);
  header.writeUInt16LE(stamped.method, 8);
  header.writeUInt16LE(entry.record.readUInt16LE(12), 10);
  header.writeUInt16LE(entry.record.readUInt16LE(14), 12);
  header.writeUInt32LE(stamped.crc, 14);
  header.writeUInt32LE(stamped.data.length, 18);
  header.writeUInt32LE(stamped.size, 22);
  header.writeUInt16LE(entry.rawName.length, 26);
  header.writeUInt16LE(0, 28);
  return header;
}
