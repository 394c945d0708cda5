import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { countDownload, pruneDownloadEvents } from './repository';
import { downloadEvents } from './schema';

let t: TestApp;
let materialId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = (await t.db.execute(sql`SELECT id FROM materials ORDER BY id LIMIT 1`)) as unknown as {
    rows: { id: number }[];
  };
  materialId = rows.rows[0]!.id;
});
afterAll(() => t?.close());

const visitors = async () =>
  (await t.db.select({ visitor: downloadEvents.visitor }).from(downloadEvents)).map((e) => e.visitor);

describe('download events (issue 13 §3)', () => {
  it('count a visitor once per material per day, concurrent requests included', async () => {
    const counted = await Promise.all(Array.from({ length: 5 }, () => countDownload(t.db, materialId, 'user:race')));
    expect(counted.filter(Boolean)).toHaveLength(1);
  });

  it('are forgotten before yesterday, so they cannot grow without end', async () => {
    const day = (daysAgo: number) => sql`(now() AT TIME ZONE 'UTC')::date - ${daysAgo}::int`;
    await t.db.execute(
      sql`INSERT INTO download_events (material_id, visitor, day)
          VALUES (${materialId}, 'address:old', ${day(2)}), (${materialId}, 'address:yesterday', ${day(1)})`,
    );
    await pruneDownloadEvents(t.db);
    expect(await visitors()).toContain('address:yesterday');
    expect(await visitors()).not.toContain('address:old');
  });
});
