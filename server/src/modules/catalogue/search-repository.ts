import { TAG_KEYS, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import { materialTypes, tags } from './schema';

/**
 * The catalogue search (issue 12 §2): filtering, counting, paging and the facet counts all happen
 * in SQL, so neither PostgreSQL nor PGlite hands more than one page of rows to JS. The rules are
 * those of B§5; `test/material-rules.ts` holds them in plain code for the tests. Two steps: the
 * material types and the `levels`/`Sub-strand` tags (a few rows each, so the statement gets their
 * ids as constants the planner can estimate with), then one statement that answers everything.
 */

export type SearchFilter = {
  /** Trimmed search text; empty means no search. */
  text: string;
  /** Empty lists mean "no filter on that group". */
  grades: readonly string[];
  typeIds: readonly number[];
  skills: readonly string[];
  groupId?: number;
  limit: number;
  offset: number;
};

export type SummaryRow = {
  id: number;
  title: string;
  briefDescription: string | null;
  price: number;
  isFree: boolean;
  thumbnailKey: string | null;
  typeId: number;
  typeName: string;
  subject: string | null;
  author: string | null;
  yearGroup: string | null;
};

export type FacetCount = { value: string; label: string; count: number };

export type SearchRows = {
  total: number;
  items: SummaryRow[];
  grade: FacetCount[];
  type: FacetCount[];
  skill: FacetCount[];
};

type Tag = { id: number; key: string; value: string };
type Count<K extends string> = Record<K, string | number> & { n: number | string };

/** The statement's one row; counts come back per tag id or value, JS names them. */
type StatementRow = {
  /** The total, then per year of YEAR_LEVELS the materials without a `levels` tag naming it. */
  totals: (number | string)[];
  items: (Omit<SummaryRow, 'price'> & { price: number | string })[];
  levelCounts: Count<'tagId'>[] | null;
  typeCounts: Count<'typeId'>[] | null;
  subjectCounts: Count<'value'>[] | null;
  subStrandCounts: Count<'tagId'>[] | null;
  skills: string[] | null;
};

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const textArray = (values: readonly string[]): SQL =>
  values.length ? sql`ARRAY[${list(values)}]::text[]` : sql`'{}'::text[]`;
const intArray = (values: readonly number[]): SQL =>
  values.length ? sql`ARRAY[${list(values)}]::int[]` : sql`'{}'::int[]`;

/** The materials carrying one of these tags: an uncorrelated set the planner hashes once. */
const taggedWith = (tagIds: readonly number[]): SQL =>
  sql`(SELECT material_id FROM material_tags WHERE tag_id = ANY(${intArray(tagIds)}))`;

const idsOf = (tagList: readonly Tag[], values?: readonly string[]) =>
  tagList.filter((tag) => values === undefined || values.includes(tag.value)).map((tag) => tag.id);

type Lookups = { levelTags: readonly Tag[]; subStrandTags: readonly Tag[]; namedTypeIds: readonly number[] };

/**
 * Case-insensitive substring of the title, the type name or the brief description, nothing else
 * (MAT-01, MAT-02). `ILIKE` on the bare columns is what the trigram indexes of migration 0007
 * answer; the types whose name matches come in as constant ids, so the planner ORs index scans.
 */
function searchCondition(text: string, namedTypeIds: readonly number[]): SQL {
  if (!text) return sql`true`;
  const pattern = likePattern(text);
  const byType = namedTypeIds.length ? sql` OR m.type_id = ANY(${intArray(namedTypeIds)})` : sql``;
  return sql`(m.title ILIKE ${pattern} OR m.brief_description ILIKE ${pattern}${byType})`;
}

/**
 * Grade (MAT-12, MAT-13): a material with a `levels` tag matches when one of its values is selected;
 * one without matches when a selected year's name is a substring of its title or brief description.
 */
function gradeCondition(grades: readonly string[], levelTags: readonly Tag[]): SQL {
  if (grades.length === 0) return sql`true`;
  const patterns = textArray(grades.map(likePattern));
  return sql`(f.id IN ${taggedWith(idsOf(levelTags, grades))}
    OR (NOT f.levelled AND (f.title ILIKE ANY(${patterns}) OR f.brief_description ILIKE ANY(${patterns}))))`;
}

/** Skills (MAT-14): the subject or a `Sub-strand` tag value equals a selected skill. */
function skillCondition(skills: readonly string[], subStrandTags: readonly Tag[]): SQL {
  if (skills.length === 0) return sql`true`;
  return sql`(f.subject = ANY(${textArray(skills)}) OR f.id IN ${taggedWith(idsOf(subStrandTags, skills))})`;
}

/**
 * One statement, one row. `matched` holds the standalone materials the text and the group allow,
 * with a flag per filter group, so each facet counts the rows passing the other groups
 * (disjunctive faceting: a count says what ticking that box gives), and per year whether a
 * material without a `levels` tag names it (MAT-13). A material whose subject and Sub-strand are
 * the same skill counts once for it.
 */
function searchStatement(filter: SearchFilter, { levelTags, subStrandTags, namedTypeIds }: Lookups): SQL {
  const group =
    filter.groupId === undefined
      ? sql`true`
      : sql`m.id IN (SELECT material_id FROM material_group_materials WHERE group_id = ${filter.groupId})`;
  const typeOk = filter.typeIds.length ? sql`f.type_id = ANY(${intArray(filter.typeIds)})` : sql`true`;
  const levelIds = intArray(idsOf(levelTags));
  const subStrandIds = intArray(idsOf(subStrandTags));
  const textYear = (i: number) => sql.raw(`text_year_${i}`);
  const textYearFlags = YEAR_LEVELS.map((year, i) => {
    const pattern = likePattern(year);
    return sql`(NOT f.levelled AND (f.title ILIKE ${pattern} OR f.brief_description ILIKE ${pattern})) AS ${textYear(i)}`;
  });
  const textYearCounts = YEAR_LEVELS.map(
    (_, i) => sql`count(*) FILTER (WHERE type_ok AND skill_ok AND ${textYear(i)})`,
  );

  return sql`
    WITH RECURSIVE matched AS MATERIALIZED (
      SELECT f.id, f.type_id, f.subject,
             ${gradeCondition(filter.grades, levelTags)} AS grade_ok, ${typeOk} AS type_ok,
             ${skillCondition(filter.skills, subStrandTags)} AS skill_ok,
             ${sql.join(textYearFlags, sql`, `)}
      FROM (
        SELECT m.id, m.type_id, m.subject, m.title, m.brief_description,
               EXISTS (SELECT 1 FROM material_tags mt WHERE mt.material_id = m.id AND mt.tag_id = ANY(${levelIds})) AS levelled
        FROM materials m
        WHERE m.is_standalone AND ${searchCondition(filter.text, namedTypeIds)} AND ${group}
        OFFSET 0 -- a fence: "levelled" is computed once per row, not once per use above
      ) f
    ),
    page AS (
      SELECT id FROM matched WHERE grade_ok AND type_ok AND skill_ok
      ORDER BY id LIMIT ${filter.limit} OFFSET ${filter.offset}
    ),
    -- (The recursive one.) Every skill of the standalone catalogue is an option, whatever the
    -- search: the subjects by a loose index scan, one probe per distinct subject.
    subjects(value) AS (
      SELECT min(subject) FROM materials WHERE is_standalone
      UNION ALL
      SELECT (SELECT min(subject) FROM materials WHERE is_standalone AND subject > s.value)
      FROM subjects s WHERE s.value IS NOT NULL
    )
    SELECT
      (SELECT json_build_array(count(*) FILTER (WHERE grade_ok AND type_ok AND skill_ok), ${sql.join(textYearCounts, sql`, `)})
       FROM matched) AS totals,
      (SELECT coalesce(json_agg(json_build_object(
          'id', m.id, 'title', m.title, 'briefDescription', m.brief_description, 'price', m.price,
          'isFree', m.is_free, 'thumbnailKey', m.thumbnail_key, 'typeId', m.type_id, 'typeName', ty.name,
          'subject', m.subject, 'author', m.author,
          'yearGroup', (SELECT min(t.value) FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
                        WHERE mt.material_id = m.id AND mt.tag_id = ANY(${levelIds}))
        ) ORDER BY m.id), '[]')
       FROM page JOIN materials m ON m.id = page.id JOIN material_types ty ON ty.id = m.type_id) AS items,
      (SELECT json_agg(c) FROM (
         SELECT mt.tag_id AS "tagId", count(*) AS n FROM matched f JOIN material_tags mt ON mt.material_id = f.id
         WHERE mt.tag_id = ANY(${levelIds}) AND f.type_ok AND f.skill_ok GROUP BY mt.tag_id) c) AS "levelCounts",
      (SELECT json_agg(c) FROM (
         SELECT type_id AS "typeId", count(*) AS n FROM matched WHERE grade_ok AND skill_ok GROUP BY type_id) c) AS "typeCounts",
      (SELECT json_agg(c) FROM (
         SELECT subject AS value, count(*) AS n FROM matched
         WHERE subject IS NOT NULL AND grade_ok AND type_ok GROUP BY subject) c) AS "subjectCounts",
      (SELECT json_agg(c) FROM (
         SELECT t.id AS "tagId", count(*) AS n
         FROM matched f JOIN material_tags mt ON mt.material_id = f.id JOIN tags t ON t.id = mt.tag_id
         WHERE mt.tag_id = ANY(${subStrandIds}) AND f.subject IS DISTINCT FROM t.value AND f.grade_ok AND f.type_ok
         GROUP BY t.id) c) AS "subStrandCounts",
      (SELECT json_agg(value) FROM (
         SELECT value FROM subjects WHERE value IS NOT NULL
         UNION
         SELECT t.value FROM tags t WHERE t.id = ANY(${subStrandIds}) AND EXISTS (
           SELECT 1 FROM material_tags mt JOIN materials m ON m.id = mt.material_id
           WHERE mt.tag_id = t.id AND m.is_standalone)) s) AS skills`;
}

/** Every material type (the options, and which names the text matches) and the tags of the two keys. */
async function lookups(db: Database, text: string) {
  const [types, tagList] = await Promise.all([
    db
      .select({
        id: materialTypes.id,
        name: materialTypes.name,
        named: text ? sql<boolean>`${materialTypes.name} ILIKE ${likePattern(text)}` : sql<boolean>`false`,
      })
      .from(materialTypes)
      .orderBy(asc(materialTypes.id)),
    db
      .select({ id: tags.id, key: tags.key, value: tags.value })
      .from(tags)
      .where(inArray(tags.key, [TAG_KEYS.level, TAG_KEYS.subStrand])),
  ]);
  return {
    types,
    namedTypeIds: types.filter((type) => type.named).map((type) => type.id),
    levelTags: tagList.filter((tag) => tag.key === TAG_KEYS.level),
    subStrandTags: tagList.filter((tag) => tag.key === TAG_KEYS.subStrand),
  };
}

export async function searchMaterials(db: Database, filter: SearchFilter): Promise<SearchRows> {
  const known = await lookups(db, filter.text);
  // Both drivers (node-postgres, PGlite) answer `{ rows }` and parse json columns.
  const result = (await db.execute(searchStatement(filter, known))) as unknown as { rows: StatementRow[] };
  const row = result.rows[0]!;
  const sum = <K extends string>(counts: Count<K>[] | null, key: K, wanted: string | number) =>
    (counts ?? []).filter((c) => String(c[key]) === String(wanted)).reduce((total, c) => total + Number(c.n), 0);
  const tagIdOf = (tagList: Tag[], value: string) => tagList.find((tag) => tag.value === value)?.id ?? 0;
  const option = (value: string, label: string, count: number) => ({ value, label, count });

  return {
    total: Number(row.totals[0]),
    items: row.items.map((item) => ({ ...item, price: Number(item.price) })),
    grade: YEAR_LEVELS.map((year, i) =>
      option(year, year, sum(row.levelCounts, 'tagId', tagIdOf(known.levelTags, year)) + Number(row.totals[i + 1])),
    ),
    type: known.types.map((type) => option(String(type.id), type.name, sum(row.typeCounts, 'typeId', type.id))),
    skill: (row.skills ?? []).map((skill) =>
      option(
        skill,
        skill,
        sum(row.subjectCounts, 'value', skill) + sum(row.subStrandCounts, 'tagId', tagIdOf(known.subStrandTags, skill)),
      ),
    ),
  };
}
