import type { Material } from '@the-gate/contract/catalogue';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';

/**
 * The /materials search and filter rules of B§5 in plain code, as the web app applied them in the
 * browser before the search moved to the server (web/src/features/catalogue/lib/filter-materials.ts,
 * removed in issue 12). The search tests compare GET /api/materials/search with these.
 */

/** What the visitor chose on /materials; empty lists mean "no filter on that group". */
export type MaterialFilters = {
  search: string;
  /** Year names as the `levels` tag spells them, e.g. "Year 5". */
  grades: string[];
  typeIds: number[];
  /** Skill names: a `subject` or a `Sub-strand` tag value, e.g. "Reading". */
  skills: string[];
};

export const NO_FILTERS: MaterialFilters = { search: '', grades: [], typeIds: [], skills: [] };

type MaterialFields = Pick<Material, 'title' | 'typeName' | 'briefDescription' | 'typeId' | 'subject' | 'tags'>;

function tagValues(material: Pick<Material, 'tags'>, key: string): string[] {
  return (material.tags ?? []).filter((tag) => tag.key === key).map((tag) => tag.value);
}

/**
 * Case-insensitive substring of the title, the type name or the brief description, and nothing
 * else: the full description and the author are not searched (B§5, MAT-01, MAT-02).
 */
export function matchesSearch(material: MaterialFields, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [material.title, material.typeName, material.briefDescription].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

/**
 * A material with a `levels` tag matches when one of its values is selected (MAT-12). One without
 * tags matches when a selected year's name appears in its title or brief description; AMB-14 leaves
 * the comparison open and we take the likely reading, a case-insensitive substring (MAT-13). A
 * material whose tags carry no `levels` value gets the same text test: it has no year to compare.
 * The title and the brief description are tested each on its own (B§5 "title or brief
 * description"); the web version joined them with a space, so "…Year" + "5 …" matched "Year 5".
 */
export function matchesGrade(material: MaterialFields, grades: readonly string[]): boolean {
  if (grades.length === 0) return true;
  const levels = tagValues(material, TAG_KEYS.level);
  if (levels.length > 0) return levels.some((level) => grades.includes(level));
  const fields = [material.title ?? '', material.briefDescription ?? ''].map((field) => field.toLowerCase());
  return grades.some((grade) => fields.some((field) => field.includes(grade.toLowerCase())));
}

/** 'Resource Types': the material's `typeId` is one of the selected ids (MAT-11). */
export function matchesType(material: MaterialFields, typeIds: readonly number[]): boolean {
  return typeIds.length === 0 || typeIds.includes(material.typeId);
}

/** 'Skills': the `subject` or a `Sub-strand` tag value equals a selected skill (MAT-14). */
export function matchesSkill(material: MaterialFields, skills: readonly string[]): boolean {
  if (skills.length === 0) return true;
  const values = [material.subject, ...tagValues(material, TAG_KEYS.subStrand)];
  return values.some((value) => value != null && skills.includes(value));
}

/**
 * The /materials result list. How the groups combine is not shown (AMB-14, MAT-15); we take
 * reading 1, the usual pattern: AND across the groups (search, Grade, Resource Types, Skills) and
 * OR within one group. So Grade=Year 5 with Skills=Reading gives Year 5 reading materials only.
 */
export function filterMaterials<T extends MaterialFields>(materials: readonly T[], filters: MaterialFilters): T[] {
  return materials.filter(
    (material) =>
      matchesSearch(material, filters.search) &&
      matchesGrade(material, filters.grades) &&
      matchesType(material, filters.typeIds) &&
      matchesSkill(material, filters.skills),
  );
}
