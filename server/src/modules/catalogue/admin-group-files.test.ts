import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { renditionOf, shareImageOf } from '@the-gate/contract/images';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { request } from '../../../test/learning';
import { localFiles } from '../../../test/local-files';
import { demoItems } from '../../../test/payments';
import { auditEntries, staffUser } from '../../../test/staff';
import { aFile, filesUnder, png, putForm } from '../../../test/uploads';
import { NOT_A_COVER } from '../../lib/cover-upload';
import { renditionKeys } from '../../lib/images';
import { FORBIDDEN } from '../auth/authenticate';
import { GROUP_MAIN_THUMBNAIL_REPLACED, GROUP_NOT_FOUND, GROUP_THUMBNAIL_REPLACED } from './admin-group-files';
import { materialGroups } from './schema';

// Issue 24 §3: a package's or digital book's covers uploaded from the back office, as a material's.

let t: TestApp;
let editor: string;
let customer: string;
let group: { id: number };

const row = async (id: number) => (await t.db.select().from(materialGroups).where(eq(materialGroups.id, id)))[0]!;
const publicGroup = async (id: number) =>
  (await request(t, 'GET', `/api/material-groups/${id}`)).json() as MaterialGroup;
/** What an upload could have written: the group's public folder and the upload folder. */
const stored = async (id: number) => ({
  public: await filesUnder(path.join(localFiles(t).publicDir, 'groups', String(id))),
  uploads: await filesUnder(localFiles(t).uploadDir),
});
const upload = (which: 'thumbnail' | 'main-thumbnail', id: number, token: string, data: Buffer | string) =>
  putForm(t, `/api/admin/groups/${id}/${which}`, token, aFile(data, 'cover.png', 'image/png'));

/** The cover and every rendition of it are on disk. */
async function expectRenditions(key: string) {
  const keys = [key, ...renditionKeys(key)];
  expect(keys).toContain(renditionOf(key, 640, 'avif'));
  expect(keys).toContain(shareImageOf(key));
  for (const each of keys) expect((await stat(path.join(localFiles(t).publicDir, each))).size, each).toBeGreaterThan(0);
}

beforeAll(async () => {
  t = await createTestApp();
  editor = (await staffUser(t, 'editor')).token;
  customer = (await staffUser(t, null)).token;
  group = (await demoItems(t)).pro;
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/admin/groups/:id/thumbnail (issue 24 §3)', () => {
  it("takes a PNG from an editor, with the demo covers' renditions, shown by the shop and audited", async () => {
    const before = await publicGroup(group.id); // cached now: the change must reach the shop anyway
    const previous = await row(group.id);
    const answer = await upload('thumbnail', group.id, editor, await png());
    expect(answer.status).toBe(200);
    const { thumbnailKey, mainThumbnailKey } = await row(group.id);
    expect(thumbnailKey).toMatch(new RegExp(`^groups/${group.id}/cover-[0-9a-f]{16}\\.png$`));
    expect(mainThumbnailKey).toBe(previous.mainThumbnailKey);
    expect(answer.body).toEqual({ thumbnailPath: `/files/${thumbnailKey}` });
    await expectRenditions(thumbnailKey!);

    await expect
      .poll(async () => (await publicGroup(group.id)).thumbnailPath, { timeout: 5000 })
      .toBe(`/files/${thumbnailKey}`);
    expect(before.thumbnailPath).not.toBe(`/files/${thumbnailKey}`);
    expect((await t.app.inject({ method: 'GET', url: `/files/${thumbnailKey}` })).statusCode).toBe(200);
    const entry = (await auditEntries(t)).at(-1)!;
    expect(entry).toMatchObject({
      action: GROUP_THUMBNAIL_REPLACED,
      entity: 'group',
      entityId: String(group.id),
      before: { thumbnailKey: previous.thumbnailKey },
      after: { thumbnailKey },
    });
    expect(entry.actor).toMatch(/@/);
  });

  it("takes the big picture of the group's own page apart from its cover (main-thumbnail)", async () => {
    const previous = await row(group.id);
    const answer = await upload('main-thumbnail', group.id, editor, await png(640, 420, '#b0402f'));
    expect(answer.status).toBe(200);
    const saved = await row(group.id);
    expect(saved.mainThumbnailKey).toMatch(new RegExp(`^groups/${group.id}/main-cover-[0-9a-f]{16}\\.png$`));
    expect(saved.thumbnailKey).toBe(previous.thumbnailKey);
    expect(answer.body).toEqual({ thumbnailPath: `/files/${saved.mainThumbnailKey}` });
    await expectRenditions(saved.mainThumbnailKey!);

    await expect
      .poll(async () => (await publicGroup(group.id)).mainThumbnailPath, { timeout: 5000 })
      .toBe(`/files/${saved.mainThumbnailKey}`);
    expect((await publicGroup(group.id)).thumbnailPath).toBe(`/files/${previous.thumbnailKey}`);
    expect((await auditEntries(t)).at(-1)).toMatchObject({
      action: GROUP_MAIN_THUMBNAIL_REPLACED,
      entity: 'group',
      entityId: String(group.id),
      before: { mainThumbnailKey: previous.mainThumbnailKey },
      after: { mainThumbnailKey: saved.mainThumbnailKey },
    });
  });

  it('refuses what is not a picture with 400, an unknown group with 404, and a customer with 403, changing nothing', async () => {
    const before = { row: await row(group.id), files: await stored(group.id), audit: (await auditEntries(t)).length };
    for (const which of ['thumbnail', 'main-thumbnail'] as const) {
      expect(await upload(which, group.id, editor, 'not a picture'), which).toEqual({
        status: 400,
        body: { message: NOT_A_COVER },
      });
      expect(await upload(which, 999_999, editor, await png()), which).toEqual({
        status: 404,
        body: { message: GROUP_NOT_FOUND },
      });
      expect(await upload(which, group.id, customer, await png()), which).toEqual({
        status: 403,
        body: { message: FORBIDDEN },
      });
    }
    expect(await row(group.id)).toEqual(before.row);
    expect(await stored(group.id)).toEqual(before.files);
    expect((await stored(999_999)).public).toEqual([]);
    expect((await auditEntries(t)).length).toBe(before.audit);
  });
});
