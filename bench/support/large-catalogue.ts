import type { Database } from '@the-gate/server/db/client';
import { sql } from 'drizzle-orm';

/**
 * Material types, then `count` materials in one statement (a mix of titles, authors, subjects,
 * statuses and prices), then a `levels` tag on three in four of them, as the demo catalogue files them.
 */
export async function fillCatalogue(db: Database, count: number) {
  await db.execute(sql`INSERT INTO material_types (name) VALUES ('Worksheet'), ('Book'), ('Past paper'), ('Guide')`);
  await db.execute(sql`
    INSERT INTO materials (title, brief_description, description, price, is_free, author, subject, type_id, status, updated_at, created_at)
    SELECT
      (ARRAY['Reading', 'Grammar', 'Poem', 'Writing', 'Spelling'])[1 + i % 5] || ' practice ' || i,
      'Practice sheet number ' || i || ' with answers',
      '<p>Material ' || i || '.</p>',
      CASE WHEN i % 10 = 0 THEN 0 ELSE 10 + i % 90 END,
      i % 10 = 0,
      (ARRAY['Nadia Farouk', 'Omar Said', 'Laila Hassan'])[1 + i % 3],
      (ARRAY['Reading', 'Writing', 'Grammar', 'Poetry'])[1 + i % 4],
      (SELECT id FROM material_types ORDER BY id LIMIT 1 OFFSET i % 4),
      (ARRAY['published', 'published', 'published', 'draft', 'archived'])[1 + i % 5],
      now() - make_interval(mins => i),
      now() - make_interval(mins => 2 * i)
    FROM generate_series(1, ${count}) AS i`);
  await db.execute(
    sql`INSERT INTO tags (key, value) VALUES ('levels', 'Year 5'), ('levels', 'Year 6'), ('levels', 'Year 7'), ('levels', 'Year 8')`,
  );
  await db.execute(sql`
    INSERT INTO material_tags (material_id, tag_id)
    SELECT m.id, t.id FROM materials m JOIN tags t ON t.key = 'levels' AND t.value = 'Year ' || (5 + m.id % 4)
    WHERE m.id % 4 <> 0`);
}
