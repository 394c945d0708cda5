import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Material } from '@the-gate/contract/catalogue';
import { renditionOf, shareImageOf } from '@the-gate/contract/images';
import type { LibraryMaterial } from '@the-gate/contract/library';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { request, userIdOf } from '../../../test/learning';
import { localFiles } from '../../../test/local-files';
import { demoItems } from '../../../test/payments';
import { pdfinfoPages, poppler } from '../../../test/poppler';
import { auditEntries, staffUser } from '../../../test/staff';
import { makePdf } from '../../lib/assets/pdf';
import { renditionKeys } from '../../lib/images';
import { NO_FILE, NOT_MULTIPART, ONLY_ONE_FILE } from '../../lib/uploads';
import { FORBIDDEN } from '../auth/authenticate';
import { userMaterials } from '../library/schema';
import {
  COVER_TOO_LARGE,
  COVER_UNREADABLE,
  MATERIAL_FILE_REPLACED,
  MATERIAL_THUMBNAIL_REPLACED,
  MAX_COVER_BYTES,
  MAX_PDF_BYTES,
  NOT_A_COVER,
  NOT_A_PDF,
  PDF_ENCRYPTED,
  PDF_TOO_LARGE,
  PDF_UNREADABLE,
} from './admin-files';
import { MATERIAL_NOT_FOUND } from './admin-materials';
import { materials } from './schema';

// Issue 24 §3: a material's PDF and cover uploaded from the back office, checked by content.

type Part = { name: string; data: Buffer | string; filename?: string; type?: string };

/** A multipart/form-data body, written by hand so a test can send exactly what a browser would (or not). */
function form(parts: Part[]) {
  const boundary = `----the-gate-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\ncontent-disposition: ${disposition}\r\n${part.type ? `content-type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const aFile = (data: Buffer | string, filename: string, type: string): Part[] => [
  { name: 'file', data, filename, type },
];

let t: TestApp;
let manager: string;
let editor: string;
let material: { id: number; title: string };
let other: { id: number };
let buyer: { token: string; id: string };

async function upload(kind: 'file' | 'thumbnail', id: number, token: string, parts: Part[]) {
  const { payload, contentType } = form(parts);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/materials/${id}/${kind}`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const pdf = (title: string, pages: number) => makePdf({ title, paragraphs: [`The text of ${title}.`], pages });
const png = (width = 300, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6fb0' } })
    .png()
    .toBuffer();

const row = async (id: number) => (await t.db.select().from(materials).where(eq(materials.id, id)))[0]!;
const publicMaterial = async (id: number, token?: string) =>
  (await request(t, 'GET', `/api/materials/${id}`, token)).json() as Material;
/** Every file under a folder, relative to it (none when it does not exist). */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
/** What an upload could have written: the material's own folders and the upload folder. */
const stored = async (id: number) => ({
  private: await filesUnder(path.join(localFiles(t).privateDir, 'materials', String(id))),
  public: await filesUnder(path.join(localFiles(t).publicDir, 'materials', String(id))),
  uploads: await filesUnder(localFiles(t).uploadDir),
});
const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

beforeAll(async () => {
  t = await createTestApp();
  manager = (await staffUser(t, 'manager')).token;
  editor = (await staffUser(t, 'editor')).token;
  const items = await demoItems(t);
  material = items.paid;
  other = items.paid2;
  const customer = await staffUser(t, null);
  buyer = { token: customer.token, id: await userIdOf(t, customer.token) };
  // Bought: the library's tests insert ownership directly too (the purchase itself is tested elsewhere).
  await t.db.insert(userMaterials).values({ userId: buyer.id, materialId: material.id });
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/admin/materials/:id/file (issue 24 §3)', () => {
  it('takes a real PDF: its page count, a preview of its first pages, shown by the shop', async () => {
    const before = await publicMaterial(material.id); // cached now: the change must reach the shop anyway
    const file = await pdf('Reading Skills, revised', 7);
    const answer = await upload('file', material.id, manager, aFile(file, 'revised.pdf', 'application/pdf'));
    expect(answer).toEqual({ status: 200, body: { pages: 7 } });

    const saved = await row(material.id);
    expect(saved).toMatchObject({ pages: 7, fileSize: file.length });
    expect(saved.fileKey).toMatch(new RegExp(`^materials/${material.id}/[0-9a-f]{16}\\.pdf$`));
    expect(await readFile(localFiles(t).privatePath(saved.fileKey!))).toEqual(file);

    await expect.poll(async () => (await publicMaterial(material.id)).pages, { timeout: 5000 }).toBe(7);
    const shown = await publicMaterial(material.id);
    expect(shown.previewUrl).not.toBe(before.previewUrl);
    expect(shown.previewUrl).toBe(`/files/${saved.previewKey}`);
    const preview = await t.app.inject({ method: 'GET', url: shown.previewUrl! });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^application\/pdf/);
    // Two of its own pages, then the closing note: the file the shop sells, not the demo's.
    expect(await pageCount(preview.rawPayload)).toBe(3);
    const previewPath = path.join(t.dataDir, 'preview.pdf');
    await writeFile(previewPath, preview.rawPayload);
    expect(pdfinfoPages((await poppler('pdfinfo', [previewPath])).stdout)).toBe(3);
    const text = (await poppler('pdftotext', ['-layout', previewPath, '-'])).stdout;
    expect(text).toContain('Reading Skills, revised');
    expect(text).toContain('Page 1 of 7');
    expect(text).toContain('Page 2 of 7');
    expect(text).not.toContain('Page 3 of 7');
    expect(text).toContain('This is a preview.');
  });

  it('audits the replacement with the keys, size and pages before and after', async () => {
    const previous = await row(material.id);
    const file = await pdf('Reading Skills, third edition', 4);
    expect((await upload('file', material.id, manager, aFile(file, 'third.pdf', 'application/pdf'))).status).toBe(200);
    const saved = await row(material.id);
    const entry = (await auditEntries(t)).at(-1)!;
    expect(entry).toMatchObject({ action: MATERIAL_FILE_REPLACED, entity: 'material', entityId: String(material.id) });
    expect(entry.actor).toMatch(/@/);
    expect(entry.before).toEqual({
      fileKey: previous.fileKey,
      previewKey: previous.previewKey,
      fileSize: previous.fileSize,
      pages: previous.pages,
    });
    expect(entry.after).toEqual({
      fileKey: saved.fileKey,
      previewKey: saved.previewKey,
      fileSize: file.length,
      pages: 4,
    });
    expect(saved.fileKey).not.toBe(previous.fileKey);
    expect(saved.previewKey).not.toBe(previous.previewKey);
  });

  it('gives owners the new file, and a link signed before the replacement still answers (with the new file)', async () => {
    const library = (await request(t, 'GET', '/api/materials/me', buyer.token)).json() as LibraryMaterial[];
    const ownerLink = library.find((m) => m.id === material.id)!.filePath!;
    const downloadLink = (await publicMaterial(material.id, buyer.token)).downloadUrl!;
    expect(ownerLink).toMatch(/signature=/);
    expect(downloadLink).toMatch(/signature=/);
    const oldKey = (await row(material.id)).fileKey!;

    const file = await pdf('Reading Skills, corrected', 5);
    expect((await upload('file', material.id, manager, aFile(file, 'corrected.pdf', 'application/pdf'))).status).toBe(
      200,
    );
    for (const link of [ownerLink, downloadLink]) {
      const response = await t.app.inject({ method: 'GET', url: link });
      expect(response.statusCode, link).toBe(200);
      // The new file, as the owner's own stamped copy (issue 27 §1).
      const served = await PDFDocument.load(response.rawPayload);
      expect(served.getPageCount()).toBe(5);
      expect(served.getTitle()).toBe((await PDFDocument.load(file)).getTitle());
      expect(served.getSubject()).toMatch(/^Licensed to /);
    }
    const fresh = (await request(t, 'GET', '/api/materials/me', buyer.token)).json() as LibraryMaterial[];
    const fetched = await t.app.inject({ method: 'GET', url: fresh.find((m) => m.id === material.id)!.filePath! });
    expect(fetched.statusCode).toBe(200);
    expect(await pageCount(fetched.rawPayload)).toBe(5);
    // Not deleted with the replacement: a download that had just read the old key still finds it.
    expect((await stat(localFiles(t).privatePath(oldKey))).isFile()).toBe(true);
  });

  it('refuses a file that is not a PDF, whatever its name and type say, and changes nothing', async () => {
    const before = {
      row: await row(material.id),
      files: await stored(material.id),
      audit: (await auditEntries(t)).length,
    };
    const encrypted = await PDFDocument.create();
    encrypted.addPage();
    encrypted.context.trailerInfo.Encrypt = encrypted.context.register(
      encrypted.context.obj({ Filter: 'Standard', V: 1, R: 2 }),
    );
    const cases: [Part[], string][] = [
      [aFile(await png(), 'cover.pdf', 'application/pdf'), NOT_A_PDF],
      [aFile('Just some text, sent as a PDF.', 'notes.pdf', 'application/pdf'), NOT_A_PDF],
      [aFile('', 'empty.pdf', 'application/pdf'), NOT_A_PDF],
      [aFile('%PDF-1.7\nnot really a PDF after all', 'fake.pdf', 'application/pdf'), PDF_UNREADABLE],
      [
        aFile(Buffer.from(await encrypted.save({ useObjectStreams: false })), 'locked.pdf', 'application/pdf'),
        PDF_ENCRYPTED,
      ],
    ];
    for (const [parts, message] of cases) {
      expect(await upload('file', material.id, manager, parts), parts[0]!.filename).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect(await row(material.id)).toEqual(before.row);
    expect(await stored(material.id)).toEqual(before.files);
    expect((await auditEntries(t)).length).toBe(before.audit);
  });

  it('refuses a PDF over 50 MB with 413 and leaves no part of it behind', async () => {
    const before = { row: await row(material.id), files: await stored(material.id) };
    const huge = Buffer.concat([await pdf('Too long', 1), Buffer.alloc(MAX_PDF_BYTES)]);
    expect(await upload('file', material.id, manager, aFile(huge, 'huge.pdf', 'application/pdf'))).toEqual({
      status: 413,
      body: { message: PDF_TOO_LARGE },
    });
    expect(await row(material.id)).toEqual(before.row);
    expect(await stored(material.id)).toEqual(before.files);
  });

  it('answers 400 to a request without the file, with more than it, or not a form, and 404 to an unknown material', async () => {
    const file = await pdf('Any', 1);
    const cases: [Part[], string][] = [
      [[], NO_FILE],
      [[{ name: 'title', data: 'A title' }], ONLY_ONE_FILE],
      [[{ name: 'document', data: file, filename: 'a.pdf', type: 'application/pdf' }], ONLY_ONE_FILE],
      [[...aFile(file, 'a.pdf', 'application/pdf'), { name: 'title', data: 'A title' }], ONLY_ONE_FILE],
      [[...aFile(file, 'a.pdf', 'application/pdf'), ...aFile(file, 'b.pdf', 'application/pdf')], ONLY_ONE_FILE],
    ];
    for (const [parts, message] of cases) {
      expect(await upload('file', other.id, manager, parts), JSON.stringify(parts.map((p) => p.name))).toEqual({
        status: 400,
        body: { message },
      });
    }
    for (const [contentType, payload] of [
      ['application/json', '{"file":"x"}'],
      ['application/pdf', file],
      ['application/octet-stream', file],
      ['text/plain', 'file'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/materials/${other.id}/file`,
        payload,
        headers: { authorization: `Bearer ${manager}`, 'content-type': contentType },
      });
      expect({ status: response.statusCode, body: response.json() }, contentType).toEqual({
        status: 400,
        body: { message: NOT_MULTIPART },
      });
    }
    expect(await upload('file', 999_999, manager, aFile(file, 'a.pdf', 'application/pdf'))).toEqual({
      status: 404,
      body: { message: MATERIAL_NOT_FOUND },
    });
    expect((await stored(other.id)).private).toEqual([]);
    expect((await stored(999_999)).private).toEqual([]);
    expect((await stored(other.id)).uploads).toEqual([]);
  });

  it('is for managers: an editor may not replace the PDF', async () => {
    const before = await row(other.id);
    const answer = await upload('file', other.id, editor, aFile(await pdf('Any', 2), 'a.pdf', 'application/pdf'));
    expect(answer).toEqual({ status: 403, body: { message: FORBIDDEN } });
    expect(await row(other.id)).toEqual(before);
  });
});

describe('PUT /api/admin/materials/:id/thumbnail (issue 24 §3)', () => {
  it("takes a PNG from an editor, with the demo covers' renditions, shown by the shop and audited", async () => {
    const before = await publicMaterial(other.id);
    const answer = await upload('thumbnail', other.id, editor, aFile(await png(), 'cover.png', 'image/png'));
    expect(answer.status).toBe(200);
    const { thumbnailKey } = await row(other.id);
    expect(thumbnailKey).toMatch(new RegExp(`^materials/${other.id}/cover-[0-9a-f]{16}\\.png$`));
    expect(answer.body).toEqual({ thumbnailPath: `/files/${thumbnailKey}` });
    const keys = [thumbnailKey!, ...renditionKeys(thumbnailKey!)];
    expect(keys).toContain(renditionOf(thumbnailKey!, 640, 'avif'));
    expect(keys).toContain(shareImageOf(thumbnailKey!));
    for (const key of keys) expect((await stat(path.join(localFiles(t).publicDir, key))).size, key).toBeGreaterThan(0);
    const share = await sharp(path.join(localFiles(t).publicDir, shareImageOf(thumbnailKey!))).metadata();
    expect(share).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    await expect
      .poll(async () => (await publicMaterial(other.id)).thumbnailPath, { timeout: 5000 })
      .toBe(`/files/${thumbnailKey}`);
    expect(before.thumbnailPath).not.toBe(`/files/${thumbnailKey}`);
    const entry = (await auditEntries(t)).at(-1)!;
    expect(entry).toMatchObject({
      action: MATERIAL_THUMBNAIL_REPLACED,
      entityId: String(other.id),
      before: { thumbnailKey: before.thumbnailPath!.replace('/files/', '') },
      after: { thumbnailKey },
    });
  });

  it('takes a JPEG and a WebP, by their content, under a new key each time', async () => {
    const picture = sharp({ create: { width: 200, height: 260, channels: 3, background: '#b0402f' } });
    const seen = new Set<string>();
    for (const [data, extension] of [
      [await picture.clone().jpeg().toBuffer(), 'jpg'],
      [await picture.clone().webp().toBuffer(), 'webp'],
      // Named .png, sent as a PNG: a JPEG all the same, and stored as one.
      [await picture.clone().jpeg().toBuffer(), 'jpg'],
    ] as const) {
      expect((await upload('thumbnail', other.id, editor, aFile(data, 'cover.png', 'image/png'))).status).toBe(200);
      const { thumbnailKey } = await row(other.id);
      expect(thumbnailKey!.endsWith(`.${extension}`)).toBe(true);
      for (const key of renditionKeys(thumbnailKey!))
        expect((await stat(path.join(localFiles(t).publicDir, key))).isFile()).toBe(true);
      seen.add(thumbnailKey!);
    }
    expect(seen.size).toBe(3);
  });

  it('refuses a GIF, an SVG, text and a damaged picture with 400, and one over 10 MB with 413, changing nothing', async () => {
    const before = { row: await row(other.id), files: await stored(other.id), audit: (await auditEntries(t)).length };
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>';
    const damaged = (await png(600, 800)).subarray(0, 120);
    expect((await sharp(damaged).metadata()).format).toBe('png');
    const cases: [Part[], number, string][] = [
      [aFile(gif, 'cover.gif', 'image/gif'), 400, NOT_A_COVER],
      [aFile(svg, 'cover.svg', 'image/svg+xml'), 400, NOT_A_COVER],
      [aFile('not a picture', 'cover.png', 'image/png'), 400, NOT_A_COVER],
      [aFile(await pdf('A PDF', 1), 'cover.jpg', 'image/jpeg'), 400, NOT_A_COVER],
      // Its header says PNG (and its size), but the pictures stop short: found when the renditions are made.
      [aFile(damaged, 'cut.png', 'image/png'), 400, COVER_UNREADABLE],
      [
        aFile(Buffer.concat([await png(), Buffer.alloc(MAX_COVER_BYTES)]), 'big.png', 'image/png'),
        413,
        COVER_TOO_LARGE,
      ],
    ];
    for (const [parts, status, message] of cases) {
      expect(await upload('thumbnail', other.id, editor, parts), parts[0]!.filename).toEqual({
        status,
        body: { message },
      });
    }
    expect(await row(other.id)).toEqual(before.row);
    expect(await stored(other.id)).toEqual(before.files);
    expect((await auditEntries(t)).length).toBe(before.audit);
  });

  it('answers 404 to an unknown material and writes nothing', async () => {
    expect(await upload('thumbnail', 999_999, editor, aFile(await png(), 'cover.png', 'image/png'))).toEqual({
      status: 404,
      body: { message: MATERIAL_NOT_FOUND },
    });
    expect((await stored(999_999)).public).toEqual([]);
  });
});
