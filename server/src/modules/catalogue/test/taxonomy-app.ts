import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { admin, auditEntries, staffUser } from '../../../../test/staff';
import { materialTags, tags } from '../schema';

/** The taxonomies' tests (issue 24 §2): an empty catalogue and an owner, a manager and an editor. */
export async function startTaxonomyApp() {
  const t = await createTestApp({ seed: false });
  return {
    t,
    owner: await staffUser(t, 'owner'),
    manager: await staffUser(t, 'manager'),
    editor: await staffUser(t, 'editor'),
  };
}

/** The app a test file started, and the editor whose session lists tags. */
type Started = { t: TestApp; editor: { token: string } };

/** What the taxonomies' tests ask of the app, bound to the app the file started (read when called). */
export function taxonomyHelpers(started: () => Started) {
  /** A public GET of the shop, which must answer 200. */
  const shop = async (url: string) => {
    const response = await started().t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  /** The newest audit entry. */
  const lastAudit = async () => (await auditEntries(started().t)).at(-1)!;

  /** The tag values (key: value) of a material, sorted. */
  async function tagsOf(materialId: number) {
    const rows = await started()
      .t.db.select({ key: tags.key, value: tags.value })
      .from(materialTags)
      .innerJoin(tags, eq(tags.id, materialTags.tagId))
      .where(eq(materialTags.materialId, materialId));
    return rows.map((row) => `${row.key}: ${row.value}`).sort();
  }

  /** The back office's row of the tag key/value, as an editor lists it. */
  async function tagId(key: string, value: string) {
    const { t, editor } = started();
    const list = (await admin(t, 'GET', `/api/admin/tags?key=${encodeURIComponent(key)}`, editor.token)).body as {
      items: { id: number; value: string; materialCount: number; groupCount: number }[];
    };
    return list.items.find((tag) => tag.value === value)!;
  }

  return { shop, lastAudit, tagsOf, tagId };
}

export type { TestApp };
