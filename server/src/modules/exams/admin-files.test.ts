import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PUBLISHED } from '@the-gate/contract/item-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { request } from '../../../test/learning';
import { localFiles } from '../../../test/local-files';
import { auditEntries, staffUser } from '../../../test/staff';
import { aFile, filesUnder, png, putForm } from '../../../test/uploads';
import { NOT_A_COVER } from '../../lib/cover-upload';
import { renditionKeys } from '../../lib/images';
import { FORBIDDEN } from '../auth/authenticate';
import { EXAM_NOT_FOUND, EXAM_THUMBNAIL_REPLACED } from './admin-files';
import { exams } from './schema';

// Issue 24 §3: an exam's cover uploaded from the back office, as a material's.

let t: TestApp;
let editor: string;
let customer: string;
let examId: number;

const row = async (id: number) => (await t.db.select().from(exams).where(eq(exams.id, id)))[0]!;
const shownCover = async (id: number) =>
  ((await request(t, 'GET', `/api/exams/${id}`)).json() as { thumbnailPath: string | null }).thumbnailPath;
const stored = async (id: number) => ({
  public: await filesUnder(path.join(localFiles(t).publicDir, 'exams', String(id))),
  uploads: await filesUnder(localFiles(t).uploadDir),
});
const upload = (id: number, token: string, data: Buffer | string) =>
  putForm(t, `/api/admin/exams/${id}/thumbnail`, token, aFile(data, 'cover.png', 'image/png'));

beforeAll(async () => {
  t = await createTestApp();
  editor = (await staffUser(t, 'editor')).token;
  customer = (await staffUser(t, null)).token;
  const [exam] = await t.db.select({ id: exams.id }).from(exams).where(eq(exams.status, PUBLISHED)).limit(1);
  examId = exam!.id;
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/admin/exams/:id/thumbnail (issue 24 §3)', () => {
  it("takes a PNG from an editor, with the demo covers' renditions, shown by the shop and audited", async () => {
    const before = await shownCover(examId); // cached now: the change must reach the shop anyway
    const previous = await row(examId);
    const answer = await upload(examId, editor, await png());
    expect(answer.status).toBe(200);
    const { thumbnailKey } = await row(examId);
    expect(thumbnailKey).toMatch(new RegExp(`^exams/${examId}/cover-[0-9a-f]{16}\\.png$`));
    expect(answer.body).toEqual({ thumbnailPath: `/files/${thumbnailKey}` });
    for (const key of [thumbnailKey!, ...renditionKeys(thumbnailKey!)])
      expect((await stat(path.join(localFiles(t).publicDir, key))).size, key).toBeGreaterThan(0);

    await expect.poll(() => shownCover(examId), { timeout: 5000 }).toBe(`/files/${thumbnailKey}`);
    expect(before).not.toBe(`/files/${thumbnailKey}`);
    const entry = (await auditEntries(t)).at(-1)!;
    expect(entry).toMatchObject({
      action: EXAM_THUMBNAIL_REPLACED,
      entity: 'exam',
      entityId: String(examId),
      before: { thumbnailKey: previous.thumbnailKey },
      after: { thumbnailKey },
    });
    expect(entry.actor).toMatch(/@/);
  });

  it('refuses what is not a picture with 400, an unknown exam with 404, and a customer with 403, changing nothing', async () => {
    const before = { row: await row(examId), files: await stored(examId), audit: (await auditEntries(t)).length };
    expect(await upload(examId, editor, '%PDF-1.7 not a picture')).toEqual({
      status: 400,
      body: { message: NOT_A_COVER },
    });
    expect(await upload(999_999, editor, await png())).toEqual({ status: 404, body: { message: EXAM_NOT_FOUND } });
    expect(await upload(examId, customer, await png())).toEqual({ status: 403, body: { message: FORBIDDEN } });
    expect(await row(examId)).toEqual(before.row);
    expect(await stored(examId)).toEqual(before.files);
    expect((await stored(999_999)).public).toEqual([]);
    expect((await auditEntries(t)).length).toBe(before.audit);
  });
});
