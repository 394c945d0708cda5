import type { CsvImportResult } from '@the-gate/contract/admin-catalogue';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries, staffUser } from '../../../test/staff';
import { NOT_CSV } from './admin-csv-routes';
import { FREE_HAS_NO_PRICE, MATERIAL_NOT_FOUND, UNKNOWN_TYPE } from './admin-materials';
import { CSV_IMPORT_LIMITS, MATERIAL_CSV_COLUMNS, TOO_LARGE } from './materials-csv';
import { materials, materialTypes } from './schema';
import { createMaterial, setMaterialStatus } from './writes';

// Issue 24 §4: the catalogue's CSV export and import, through the app, on PGlite and PostgreSQL.

let t: TestApp;
let manager: string;
let editor: string;
let typeId: number;
const ids: Record<string, number> = {};
const ARABIC = 'قراءة ممتعة للصف الخامس';
const HOSTILE = ['=HYPERLINK("http://evil.example","click")', '+1', '-2', '@SUM(A1:A2)'];

beforeAll(async () => {
  t = await createTestApp();
  manager = (await staffUser(t, 'manager')).token;
  editor = (await staffUser(t, 'editor')).token;
  [{ id: typeId }] = (await t.db.select({ id: materialTypes.id }).from(materialTypes).limit(1)) as [{ id: number }];
  for (const [key, title] of [['arabic', ARABIC], ...HOSTILE.map((title) => [title, title])] as const)
    ids[key] = (
      await createMaterial(t.db, {
        title,
        typeId,
        price: 10,
        author: "'Tis Ms Salma",
        description: '<p>Line one</p>\n<p>Line two, "quoted"</p>',
        tags: [{ key: 'levels', value: 'Year 5' }],
      })
    ).id;
  await setMaterialStatus(t.db, ids['+1']!, 'draft');
  await setMaterialStatus(t.db, ids['-2']!, 'archived');
});
afterAll(() => t?.close());

async function exportCsv(token = manager) {
  return t.app.inject({
    method: 'GET',
    url: '/api/admin/materials/export',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function importCsv(csv: string | Buffer, dryRun: boolean, token = manager) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/materials/import?dryRun=${dryRun}`,
    payload: csv,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv; charset=utf-8' },
  });
  return { status: response.statusCode, body: response.json() as CsvImportResult & { message?: string } };
}

const allMaterials = () => t.db.select().from(materials).orderBy(asc(materials.id));
const HEADER = MATERIAL_CSV_COLUMNS.join(',');

describe('GET /api/admin/materials/export (issue 24 §4)', () => {
  it('is a UTF-8 CSV attachment with a BOM, the API-named header and every material of every status by id', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="materials-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const rowIds = lines
      .slice(1)
      .map((line) => /^(\d+),/.exec(line)?.[1])
      .filter(Boolean)
      .map(Number);
    const all = await allMaterials();
    expect(rowIds).toEqual(all.map((row) => row.id));
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(['published', 'draft', 'archived']));
  });

  it('keeps Arabic text intact and neutralises cells that begin with = + - @', async () => {
    const { body } = await exportCsv();
    expect(body).toContain(`\r\n${ids.arabic},${ARABIC},`);
    expect(body).toContain(`\r\n${ids[HOSTILE[0]!]},"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(body).toContain(`\r\n${ids['+1']},'+1,`);
    expect(body).toContain(`\r\n${ids['-2']},'-2,`);
    expect(body).toContain(`\r\n${ids['@SUM(A1:A2)']},'@SUM(A1:A2),`);
    // No cell of the file starts a formula.
    expect(body).not.toMatch(/(^|,|\r\n)[=+\-@]/);
  });

  it('is refused to an editor', async () => {
    expect((await exportCsv(editor)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/materials/import (issue 24 §4)', () => {
  it('round trip: importing the export changes nothing and audits nothing', async () => {
    const before = await allMaterials();
    const audited = (await auditEntries(t)).length;
    const csv = (await exportCsv()).body;
    const answer = await importCsv(csv, false);
    expect(answer).toEqual({ status: 200, body: { rows: before.length, created: 0, updated: 0, errors: [] } });
    expect(await allMaterials()).toEqual(before);
    expect(await auditEntries(t)).toHaveLength(audited);
    expect((await exportCsv()).body).toBe(csv);
  });

  it('a dry run reports what would happen and changes nothing', async () => {
    const before = await allMaterials();
    const audited = (await auditEntries(t)).length;
    const csv = [
      HEADER,
      `,New in a dry run,,,20,false,${typeId},levels=Year 6,,,,,,,`,
      `${ids.arabic},${ARABIC} (2),,,10,false,${typeId},levels=Year 5,,,,,true,true,published`,
    ].join('\r\n');
    expect(await importCsv(csv, true)).toEqual({
      status: 200,
      body: { rows: 2, created: 1, updated: 1, errors: [] },
    });
    expect(await allMaterials()).toEqual(before);
    expect(await auditEntries(t)).toHaveLength(audited);
  });

  it('reports errors by CSV record, the header being row 1, a quoted line break not shifting them', async () => {
    const csv = [
      HEADER,
      `,"A title\nwith a break",,,5,false,${typeId},,,,,,,,`,
      `${ids.arabic},,,,5,false,${typeId},,,,,,true,true,published`,
      `999999,Ghost,,,5,false,${typeId},,,,,,true,true,published`,
      `,Unknown type,,"<p>multi\r\nline</p>",5,false,999999,,,,,,,,`,
      `${ids['+1']},Free and priced,,,5,true,${typeId},,,,,,true,true,draft`,
    ].join('\r\n');
    const before = await allMaterials();
    const answer = await importCsv(csv, false);
    expect(answer).toEqual({
      status: 200,
      body: {
        rows: 5,
        created: 0,
        updated: 0,
        errors: [
          { row: 2, message: 'title: The title must be on one line.' },
          { row: 3, message: 'title: The title is required.' },
          { row: 4, message: MATERIAL_NOT_FOUND },
          { row: 5, message: UNKNOWN_TYPE },
          { row: 6, message: `price: ${FREE_HAS_NO_PRICE}` },
        ],
      },
    });
    expect(await allMaterials()).toEqual(before);
  });

  it('is all or nothing: one bad row among good ones creates and changes nothing', async () => {
    const before = await allMaterials();
    const audited = (await auditEntries(t)).length;
    const csv = [
      HEADER,
      `,Good one,,,5,false,${typeId},,,,,,,,`,
      `${ids.arabic},${ARABIC} changed,,,10,false,${typeId},levels=Year 5,,,,,true,true,published`,
      `,Bad type,,,5,false,999999,,,,,,,,`,
      `,Good two,,,5,false,${typeId},,,,,,,,`,
    ].join('\n');
    expect(await importCsv(csv, false)).toEqual({
      status: 200,
      body: { rows: 4, created: 0, updated: 0, errors: [{ row: 4, message: UNKNOWN_TYPE }] },
    });
    expect(await allMaterials()).toEqual(before);
    expect(await auditEntries(t)).toHaveLength(audited);
  });

  it('creates and changes in one file, audited, a changed row counted only when something changed', async () => {
    const audited = (await auditEntries(t)).length;
    const [unchanged] = (await exportCsv()).body.split('\r\n').filter((line) => line.startsWith(`${ids['-2']},`));
    const csv = [
      'id,title,price,isFree,typeId,tags,author,status',
      `,"=Created, by CSV",12.5,false,${typeId},levels=Year 7; Sub-strand=Writing,أحمد,published`,
      `${ids['@SUM(A1:A2)']},'@SUM(A1:A2),0,true,${typeId},levels=Year 5,"'Tis Ms Salma",draft`,
    ].join('\r\n');
    const answer = await importCsv(csv, false);
    expect(answer).toEqual({ status: 200, body: { rows: 2, created: 1, updated: 1, errors: [] } });

    const all = await allMaterials();
    const made = all.find((row) => row.title === '=Created, by CSV')!;
    expect(made).toMatchObject({ price: 12.5, isFree: false, author: 'أحمد', status: 'published', typeId });
    const changed = all.find((row) => row.id === ids['@SUM(A1:A2)'])!;
    expect(changed).toMatchObject({ title: '@SUM(A1:A2)', price: 0, isFree: true, status: 'draft' });
    // A row with nothing different is not counted: this one comes from the export as it is.
    const again = await importCsv(`${HEADER}\r\n${unchanged}`, false);
    expect(again.body).toEqual({ rows: 1, created: 0, updated: 0, errors: [] });

    const entries = (await auditEntries(t)).slice(audited);
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['material.create', String(made.id)],
      ['material.update', String(made.id)],
      ['material.update', String(changed.id)],
    ]);
    expect(entries[2]!.after).toEqual({ isFree: true, price: 0, status: 'draft' });
    // The export shows the new material's title neutralised and its tags in one cell.
    const exported = (await exportCsv()).body;
    expect(exported).toContain(`\r\n${made.id},"'=Created, by CSV",`);
    expect(exported).toContain(',Sub-strand=Writing; levels=Year 7,أحمد,');
  });

  it('checks the header: one error at row 1', async () => {
    expect((await importCsv('title,prize\r\nA,1\r\n', false)).body).toEqual({
      rows: 0,
      created: 0,
      updated: 0,
      errors: [{ row: 1, message: expect.stringMatching(/unknown column "prize"; no id column/) }],
    });
  });

  it(`refuses a file over ${CSV_IMPORT_LIMITS.bytes / 1024 / 1024} MB with a 413, and a request without a CSV body with a 400`, async () => {
    const big = `${HEADER}\r\n${`,${'x'.repeat(1000)}\r\n`.repeat(CSV_IMPORT_LIMITS.bytes / 1000)}`;
    expect(await importCsv(big, true)).toEqual({ status: 413, body: { message: TOO_LARGE } });
    // Over the app's 1 MB JSON limit but within the CSV one: read, and its rows checked.
    const mid = `${HEADER}\r\n${`,${'x'.repeat(1000)}\r\n`.repeat(1500)}`;
    const read = await importCsv(mid, true);
    expect(read.status).toBe(200);
    expect(read.body.rows).toBe(1500);

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/materials/import?dryRun=true',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect([none.statusCode, none.json()]).toEqual([400, { message: NOT_CSV }]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/materials/import?dryRun=true',
      payload: { id: 1 },
      headers: { authorization: `Bearer ${manager}` },
    });
    expect([json.statusCode, json.json()]).toEqual([400, { message: NOT_CSV }]);
    const noDryRun = await t.app.inject({
      method: 'POST',
      url: '/api/admin/materials/import',
      payload: HEADER,
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'text/csv' },
    });
    expect([noDryRun.statusCode, noDryRun.json()]).toEqual([
      400,
      { message: 'The dryRun parameter must be true or false.' },
    ]);
  });

  it('is refused to an editor, before the file is read', async () => {
    const answer = await importCsv(`${HEADER}\r\n,X,,,1,false,${typeId},,,,,,,,`, false, editor);
    expect(answer.status).toBe(403);
    expect(await t.db.select().from(materials).where(eq(materials.title, 'X'))).toEqual([]);
  });
});
