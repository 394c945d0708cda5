/**
 * Minimal ZIP writer (no ZIP64) for bundling downloads. Entries are deflated when that
 * helps and stored otherwise; a fixed timestamp keeps the archive byte-for-byte reproducible.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const FLAG_UTF8 = 0x0800;
const VERSION = 20;
// MS-DOS date/time for 2025-01-01 00:00: ((year - 1980) << 9) | (month << 5) | day.
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

interface Prepared {
  name: Buffer;
  method: number;
  crc: number;
  size: number;
  body: Buffer;
  offset: number;
}

function prepare(entry: ZipEntry, offset: number): Prepared {
  const name = Buffer.from(entry.name, 'utf8');
  if (name.length === 0 || name.length > U16_MAX) {
    throw new RangeError(`zip: invalid entry name length for "${entry.name}"`);
  }
  if (entry.data.length > U32_MAX) throw new RangeError(`zip: "${entry.name}" needs ZIP64`);
  const deflated = deflateRawSync(entry.data);
  const useDeflate = deflated.length < entry.data.length;
  return {
    name,
    method: useDeflate ? METHOD_DEFLATE : METHOD_STORED,
    crc: crc32(entry.data),
    size: entry.data.length,
    body: useDeflate ? deflated : entry.data,
    offset,
  };
}

/** Fields shared by the local header (from offset 4) and the central header (from offset 6). */
function writeCommon(buf: Buffer, at: number, e: Prepared): void {
  buf.writeUInt16LE(VERSION, at);
  buf.writeUInt16LE(FLAG_UTF8, at + 2);
  buf.writeUInt16LE(e.method, at + 4);
  buf.writeUInt16LE(DOS_TIME, at + 6);
  buf.writeUInt16LE(DOS_DATE, at + 8);
  buf.writeUInt32LE(e.crc, at + 10);
  buf.writeUInt32LE(e.body.length, at + 14);
  buf.writeUInt32LE(e.size, at + 18);
  buf.writeUInt16LE(e.name.length, at + 22);
  buf.writeUInt16LE(0, at + 24); // extra field length
}

function localHeader(e: Prepared): Buffer {
  const buf = Buffer.alloc(30);
  buf.writeUInt32LE(0x04034b50, 0);
  writeCommon(buf, 4, e);
  return Buffer.concat([buf, e.name]);
}

function centralHeader(e: Prepared): Buffer {
  const buf = Buffer.alloc(46); // comment, disk number and attributes stay zero
  buf.writeUInt32LE(0x02014b50, 0);
  buf.writeUInt16LE(VERSION, 4); // version made by: MS-DOS / FAT, so no Unix modes implied
  writeCommon(buf, 6, e);
  buf.writeUInt32LE(e.offset, 42);
  return Buffer.concat([buf, e.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const buf = Buffer.alloc(22);
  buf.writeUInt32LE(0x06054b50, 0);
  buf.writeUInt16LE(count, 8);
  buf.writeUInt16LE(count, 10);
  buf.writeUInt32LE(size, 12);
  buf.writeUInt32LE(offset, 16);
  return buf;
}

export function makeZip(entries: ZipEntry[]): Buffer {
  if (entries.length > U16_MAX) throw new RangeError('zip: too many entries (needs ZIP64)');
  const parts: Buffer[] = [];
  const prepared: Prepared[] = [];
  let offset = 0;
  for (const entry of entries) {
    const e = prepare(entry, offset);
    const header = localHeader(e);
    parts.push(header, e.body);
    prepared.push(e);
    offset += header.length + e.body.length;
  }
  const central = Buffer.concat(prepared.map(centralHeader));
  if (offset + central.length > U32_MAX) throw new RangeError('zip: archive needs ZIP64');
  parts.push(central, endOfCentralDirectory(prepared.length, central.length, offset));
  return Buffer.concat(parts);
}
