import { LEVELS_RENAME_REFUSED } from '@the-gate/contract/admin-taxonomies';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, auditEntries } from '../../../test/staff';
import { changeMaterialIn, STALE_MATERIAL } from './admin-materials';
import { MERGE_NEEDS_MANAGER } from './admin-tags';
import { materials, tags } from './schema';
import { startTaxonomyApp, type TestApp, taxonomyHelpers } from './test/taxonomy-app';
import { createGroup, createMaterial, createMaterialType } from './writes';

// Issue 24 §2 "the taxonomies they use (years, skills/sub-strands)": the back office's API for tags,
// with §1's permission split and §5's audit. Types and categories are in admin-taxonomies.test.ts.

let t: TestApp;
let owner: { email: string; token: string };
let manager: { email: string; token: string };
let editor: { email: string; token: string };

beforeAll(async () => {
  ({ t, owner, manager, editor } = await startTaxonomyApp());
});
afterAll(() => t?.close());

const { shop, lastAudit, tagsOf, tagId } = taxonomyHelpers(() => ({ t, editor }));

describe('tags in the back office: years, sub-strands and the rest (issue 24 §2)', () => {
  it('lists the tags of a key with how many materials and packages carry each', async () => {
    const type = await createMaterialType(t.db, { name: 'Tag list type' });
    const m = await createMaterial(t.db, {
      title: 'Tagged list',
      typeId: type.id,
      tags: [{ key: 'Topic', value: 'Listed Poetry' }],
    });
    await createGroup(t.db, {
      name: 'Tagged group',
      tags: [{ key: 'Topic', value: 'Listed Poetry' }],
      materialIds: [m.id],
    });
    const answer = await admin(t, 'GET', '/api/admin/tags?key=Topic&search=LISTED', editor.token);
    expect(answer).toEqual({
      status: 200,
      body: {
        items: [{ id: expect.any(Number), key: 'Topic', value: 'Listed Poetry', materialCount: 1, groupCount: 1 }],
      },
    });
    expect((await admin(t, 'GET', '/api/admin/tags?colour=red', editor.token)).status).toBe(400);
  });

  it('renames a Sub-strand everywhere; the shop\u2019s Skills filter follows the new value (editors may)', async () => {
    const type = await createMaterialType(t.db, { name: 'Skill type' });
    const a = await createMaterial(t.db, {
      title: 'Skill A',
      typeId: type.id,
      tags: [{ key: TAG_KEYS.subStrand, value: 'Old Skill Name' }],
    });
    const b = await createMaterial(t.db, {
      title: 'Skill B',
      typeId: type.id,
      tags: [{ key: TAG_KEYS.subStrand, value: 'Old Skill Name' }],
    });
    const before = await shop('/api/materials/search?skill=Old%20Skill%20Name');
    expect(before.total).toBe(2);
    const tag = await tagId(TAG_KEYS.subStrand, 'Old Skill Name');
    expect(tag).toMatchObject({ materialCount: 2 });

    // A back-office form opened before the rename, with the material's whole tag list.
    const openedAt = (await t.db.select().from(materials).where(eq(materials.id, a.id)))[0]!.updatedAt;

    const renamed = await admin(t, 'PATCH', `/api/admin/tags/${tag.id}`, editor.token, { value: 'New Skill Name' });
    expect(renamed).toEqual({
      status: 200,
      body: { id: tag.id, key: 'Sub-strand', value: 'New Skill Name', merged: false },
    });
    expect(await tagsOf(a.id)).toEqual(['Sub-strand: New Skill Name']);
    expect(await tagsOf(b.id)).toEqual(['Sub-strand: New Skill Name']);
    const [row] = await t.db.select({ skills: materials.skillValues }).from(materials).where(eq(materials.id, a.id));
    expect(row!.skills).toEqual(['New Skill Name']);
    // Saving that form now would put the old value back as a new tag: it is refused as stale instead.
    const staleSave = t.db.transaction((tx) =>
      changeMaterialIn(tx, { email: editor.email, role: 'editor' }, a.id, {
        tags: [{ key: TAG_KEYS.subStrand, value: 'Old Skill Name' }],
        expectedUpdatedAt: openedAt.toISOString(),
      }),
    );
    await expect(staleSave).rejects.toMatchObject({ statusCode: 409, message: STALE_MATERIAL });
    expect(await tagsOf(a.id)).toEqual(['Sub-strand: New Skill Name']);
    await vi.waitFor(async () => {
      expect((await shop('/api/materials/search?skill=New%20Skill%20Name')).total).toBe(2);
    });
    const after = await shop('/api/materials/search?skill=Old%20Skill%20Name');
    expect(after.total).toBe(0);
    expect(after.facets.skill.map((option: { value: string }) => option.value)).not.toContain('Old Skill Name');
    expect(await lastAudit()).toMatchObject({
      actor: editor.email,
      action: 'tag.rename',
      entity: 'tag',
      entityId: String(tag.id),
      before: { key: 'Sub-strand', value: 'Old Skill Name' },
      after: { key: 'Sub-strand', value: 'New Skill Name' },
    });
  });

  it('refuses to rename a year (levels) tag to anything but Year 5..8, explaining why (400)', async () => {
    const type = await createMaterialType(t.db, { name: 'Year refuse type' });
    await createMaterial(t.db, { title: 'Year refuse', typeId: type.id, tags: [{ key: 'levels', value: 'Year 7' }] });
    const tag = await tagId('levels', 'Year 7');
    for (const value of ['Year 9', 'year 7', 'Grade 7']) {
      expect(await admin(t, 'PATCH', `/api/admin/tags/${tag.id}`, owner.token, { value })).toEqual({
        status: 400,
        body: { message: LEVELS_RENAME_REFUSED },
      });
    }
    expect(LEVELS_RENAME_REFUSED).toContain('Year 5, Year 6, Year 7, Year 8');
    expect((await admin(t, 'PATCH', `/api/admin/tags/${tag.id}`, owner.token, {})).status).toBe(400);
  });

  it('merges a tag into an existing one in one go: each item keeps one link; the year filter follows (managers only)', async () => {
    const type = await createMaterialType(t.db, { name: 'Merge type' });
    const onlyFive = await createMaterial(t.db, {
      title: 'Merge only five',
      typeId: type.id,
      tags: [{ key: 'levels', value: 'Year 5' }],
    });
    const both = await createMaterial(t.db, {
      title: 'Merge both',
      typeId: type.id,
      tags: [
        { key: 'levels', value: 'Year 5' },
        { key: 'levels', value: 'Year 6' },
      ],
    });
    const group = await createGroup(t.db, {
      name: 'Merge group',
      tags: [
        { key: 'levels', value: 'Year 5' },
        { key: 'levels', value: 'Year 6' },
      ],
    });
    const five = await tagId('levels', 'Year 5');
    const six = await tagId('levels', 'Year 6');
    const entries = (await auditEntries(t)).length;

    expect(await admin(t, 'PATCH', `/api/admin/tags/${five.id}`, editor.token, { value: 'Year 6' })).toEqual({
      status: 403,
      body: { message: MERGE_NEEDS_MANAGER('levels', 'Year 6') },
    });
    expect(await auditEntries(t)).toHaveLength(entries);
    expect(await tagsOf(onlyFive.id)).toEqual(['levels: Year 5']);

    const merged = await admin(t, 'PATCH', `/api/admin/tags/${five.id}`, manager.token, { value: 'Year 6' });
    expect(merged).toEqual({ status: 200, body: { id: six.id, key: 'levels', value: 'Year 6', merged: true } });
    expect(await tagsOf(onlyFive.id)).toEqual(['levels: Year 6']);
    expect(await tagsOf(both.id)).toEqual(['levels: Year 6']);
    expect(await tagId('levels', 'Year 5')).toBeUndefined();
    expect(await tagId('levels', 'Year 6')).toMatchObject({ id: six.id, materialCount: 2, groupCount: 1 });
    const [row] = await t.db
      .select({ grades: materials.gradeValues })
      .from(materials)
      .where(eq(materials.id, onlyFive.id));
    expect(row!.grades).toEqual(['Year 6']);
    await vi.waitFor(async () => {
      const ids = (await shop('/api/materials/search?grade=Year%206&q=merge')).items.map(
        (item: { id: number }) => item.id,
      );
      expect(ids.sort()).toEqual([onlyFive.id, both.id].sort());
    });
    const groupTags = (await shop(`/api/material-groups/${group.id}`)).tags.map((tag: { value: string }) => tag.value);
    expect(groupTags).toEqual(['Year 6']);
    expect(await lastAudit()).toMatchObject({
      actor: manager.email,
      action: 'tag.merge',
      entity: 'tag',
      entityId: String(five.id),
      before: { key: 'levels', value: 'Year 5', materialCount: 2, groupCount: 1 },
      after: { key: 'levels', value: 'Year 6', mergedInto: six.id },
    });
  });

  it('deletes only a tag nothing carries (409 saying how many do), managers only, audited', async () => {
    const type = await createMaterialType(t.db, { name: 'Tag delete type' });
    await createMaterial(t.db, { title: 'Tag delete', typeId: type.id, tags: [{ key: 'Topic', value: 'Kept' }] });
    const kept = await tagId('Topic', 'Kept');
    expect(await admin(t, 'DELETE', `/api/admin/tags/${kept.id}`, manager.token)).toEqual({
      status: 409,
      body: {
        message:
          'This tag is still on 1 material: take it off them first, or rename it to another value of the same key to merge the two.',
      },
    });
    const [unused] = await t.db.insert(tags).values({ key: 'Topic', value: 'Unused' }).returning();
    expect((await admin(t, 'DELETE', `/api/admin/tags/${unused!.id}`, editor.token)).status).toBe(403);
    expect((await admin(t, 'DELETE', `/api/admin/tags/${unused!.id}`, manager.token)).status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'tag.delete',
      entity: 'tag',
      entityId: String(unused!.id),
      before: { key: 'Topic', value: 'Unused' },
      after: null,
    });
    expect((await admin(t, 'DELETE', `/api/admin/tags/${unused!.id}`, manager.token)).status).toBe(404);
  });
});
