import { TAG_KEYS, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../lib/like-pattern';
import type { Remember } from '../../lib/response-cache';
import { materialTypes } from './schema';

/**
 * The catalogue search (issue 12 §2): filtering, counting, paging and the facet counts all happen
 * in SQL, so neither PostgreSQL nor PGlite hands more than one page of rows to JS. The rules are
 * those of B§5; `test/material-rules.ts` holds them in plain code for the tests. Two steps: the
 * material types and the skill options (a few rows each: the statement counts each option by name,
 * and gets the types the text names as constants the planner can estimate with), then one statement
 * that answers everything.
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

/** The statement's one row: the total, then one count per grade, type and skill option, in that order. */
type StatementRow = {
  counts: (number | string)[];
  items: (Omit<SummaryRow, 'price'> & { price: number | string })[];
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

type Lookups = {
  types: readonly { id: number; name: string }[];
  namedTypeIds: readonly number[];
  /** Every skill of the standalone catalogue: the subjects and the Sub-strand values, sorted. */
  skills: readonly string[];
};

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
 * `grade_values` (migration 0008) holds either, for the YEAR_LEVELS; any other value asked for gets
 * the text test here.
 */
function gradeCondition(grades: readonly string[]): SQL {
  if (grades.length === 0) return sql`true`;
  const others = grades.filter((grade) => !(YEAR_LEVELS as readonly string[]).includes(grade));
  const byText = others.length
    ? sql` OR (NOT m.has_levels AND (m.title ILIKE ANY(${textArray(others.map(likePattern))})
        OR m.brief_description ILIKE ANY(${textArray(others.map(likePattern))})))`
    : sql``;
  return sql`(m.grade_values && ${textArray(grades)}${byText})`;
}

/** Skills (MAT-14): the subject or a `Sub-strand` tag value equals a selected skill (`skill_values`). */
function skillCondition(skills: readonly string[]): SQL {
  return skills.length === 0 ? sql`true` : sql`(m.skill_values && ${textArray(skills)})`;
}

/**
 * One statement, one row. `matched` holds the standalone materials the text and the group allow,
 * with a flag per filter group; one pass over it counts the results and, per option, the rows
 * passing the other groups (disjunctive faceting: a count says what ticking that box gives). Every
 * value a filter reads is on the material's own row (`grade_values`, `skill_values`, kept by the
 * triggers of migration 0008), so no tag is joined per row.
 */
function searchStatement(filter: SearchFilter, { types, namedTypeIds, skills }: Lookups): SQL {
  const group =
    filter.groupId === undefined
      ? sql`true`
      : sql`m.id IN (SELECT material_id FROM material_group_materials WHERE group_id = ${filter.groupId})`;
  const typeOk = filter.typeIds.length ? sql`m.type_id = ANY(${intArray(filter.typeIds)})` : sql`true`;
  const counts = [
    sql`count(*) FILTER (WHERE grade_ok AND type_ok AND skill_ok)`,
    ...YEAR_LEVELS.map((year) => sql`count(*) FILTER (WHERE type_ok AND skill_ok AND ${year} = ANY(grade_values))`),
    ...types.map((type) => sql`count(*) FILTER (WHERE grade_ok AND skill_ok AND type_id = ${type.id})`),
    ...skills.map((skill) => sql`count(*) FILTER (WHERE grade_ok AND type_ok AND ${skill} = ANY(skill_values))`),
  ];

  return sql`
    WITH matched AS MATERIALIZED (
      SELECT m.id, m.type_id, m.grade_values, m.skill_values,
             ${gradeCondition(filter.grades)} AS grade_ok, ${typeOk} AS type_ok,
             ${skillCondition(filter.skills)} AS skill_ok
      FROM materials m
      WHERE m.is_standalone AND m.status = 'published' AND ${searchCondition(filter.text, namedTypeIds)} AND ${group}
    ),
    page AS (
      SELECT id FROM matched WHERE grade_ok AND type_ok AND skill_ok
      ORDER BY id LIMIT ${filter.limit} OFFSET ${filter.offset}
    )
    SELECT
      (SELECT json_build_array(${sql.join(counts, sql`, `)}) FROM matched) AS counts,
      (SELECT coalesce(json_agg(json_build_object(
          'id', m.id, 'title', m.title, 'briefDescription', m.brief_description, 'price', m.price,
          'isFree', m.is_free, 'thumbnailKey', m.thumbnail_key, 'typeId', m.type_id, 'typeName', ty.name,
          'subject', m.subject, 'author', m.author,
          'yearGroup', CASE WHEN m.has_levels THEN m.grade_values[1] END
        ) ORDER BY m.id), '[]')
       FROM page JOIN materials m ON m.id = page.id JOIN material_types ty ON ty.id = m.type_id) AS items`;
}

/**
 * Every skill of the shop's standalone catalogue (published materials, issue 24 §2) is an option,
 * whatever the search: the subjects by a loose index scan (one probe per distinct subject, on the
 * partial index materials_shop_subject_idx), and the Sub-strand values such a material carries.
 */
const skillOptions = sql`
  WITH RECURSIVE subjects(value) AS (
    SELECT min(subject) FROM materials WHERE is_standalone AND status = 'published'
    UNION ALL
    SELECT (SELECT min(subject) FROM materials WHERE is_standalone AND status = 'published' AND subject > s.value)
    FROM subjects s WHERE s.value IS NOT NULL
  )
  SELECT value FROM subjects WHERE value IS NOT NULL
  UNION
  SELECT t.value FROM tags t WHERE t.key = ${TAG_KEYS.subStrand} AND EXISTS (
    SELECT 1 FROM material_tags mt JOIN materials m ON m.id = mt.material_id
    WHERE mt.tag_id = t.id AND m.is_standalone AND m.status = 'published')`;

/**
 * Every material type (the options, and which names the text matches) and every skill option. The
 * skill options change only with the catalogue and cost a scan of the tags, so they are kept until
 * the next change (`remember`); the types are a handful of rows, matched against the text each time.
 */
async function lookups(db: Database, remember: Remember, text: string): Promise<Lookups> {
  const types = await db
    .select({
      id: materialTypes.id,
      name: materialTypes.name,
      named: text ? sql<boolean>`${materialTypes.name} ILIKE ${likePattern(text)}` : sql<boolean>`false`,
    })
    .from(materialTypes)
    .orderBy(asc(materialTypes.id));
  const skills = await remember('catalogue search: skill options', async () => {
    const result = (await db.execute(skillOptions)) as unknown as { rows: { value: string }[] };
    return result.rows.map((row) => row.value).sort((a, b) => a.localeCompare(b, 'en'));
  });
  return {
    types,
    namedTypeIds: types.filter((type) => type.named).map((type) => type.id),
    skills,
  };
}

export async function searchMaterials(db: Database, remember: Remember, filter: SearchFilter): Promise<SearchRows> {
  const known = await lookups(db, remember, filter.text);
  // Both drivers (node-postgres, PGlite) answer `{ rows }` and parse json columns.
  const result = (await db.execute(searchStatement(filter, known))) as unknown as { rows: StatementRow[] };
  const row = result.rows[0]!;
  const counts = row.counts.map(Number);
  const option = (value: string, label: string, count: number) => ({ value, label, count });
  const grades = 1;
  const typesAt = grades + YEAR_LEVELS.length;
  const skillsAt = typesAt + known.types.length;

  return {
    total: counts[0]!,
    items: row.items.map((item) => ({ ...item, price: Number(item.price) })),
    grade: YEAR_LEVELS.map((year, i) => option(year, year, counts[grades + i]!)),
    type: known.types.map((type, i) => option(String(type.id), type.name, counts[typesAt + i]!)),
    skill: known.skills.map((skill, i) => option(skill, skill, counts[skillsAt + i]!)),
  };
}
