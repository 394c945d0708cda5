import type { Material, MaterialType, Tag } from '@the-gate/contract/catalogue';
import { TAG_KEYS, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';

const yearNumber = (level: string) => Number(level.replace(/\D+/g, '')) || 0;
const unique = (values: Iterable<string>) => [...new Set(values)];

/**
 * 'Grade' options: the `levels` tags from `/api/tags?searchTerm=Level`, only the four offered
 * years (GLB-17), sorted by year number (B§7). When the call fails or finds none, the four years
 * themselves: they are a business constant (B§9), not invented products.
 */
export function gradeOptions(tags: readonly Tag[] | undefined): string[] {
  const offered: readonly string[] = YEAR_LEVELS;
  const fromTags = unique((tags ?? []).filter((tag) => tag.key === TAG_KEYS.level).map((tag) => tag.value)).filter(
    (value) => offered.includes(value),
  );
  const options = fromTags.length > 0 ? fromTags : [...YEAR_LEVELS];
  return options.sort((a, b) => yearNumber(a) - yearNumber(b));
}

/**
 * 'Skills' options: the `Sub-strand` tag values from `/api/tags?searchTerm=Sub-strand`. When that
 * call gives nothing, the skills the loaded materials carry (their subjects and Sub-strand tags),
 * so the filter still offers exactly what can match.
 */
export function skillOptions(tags: readonly Tag[] | undefined, materials: readonly Material[] | undefined): string[] {
  const fromTags = unique((tags ?? []).filter((tag) => tag.key === TAG_KEYS.subStrand).map((tag) => tag.value));
  if (fromTags.length > 0) return fromTags.sort((a, b) => a.localeCompare(b));
  const fromMaterials = (materials ?? []).flatMap((material) => [
    material.subject ?? '',
    ...material.tags.filter((tag) => tag.key === TAG_KEYS.subStrand).map((tag) => tag.value),
  ]);
  return unique(fromMaterials.filter(Boolean)).sort((a, b) => a.localeCompare(b));
}

export type TypeOption = { id: number; name: string };

/**
 * 'Resource Types' options: `/api/material-types`, or, when that call gives nothing, the types
 * the loaded materials carry.
 */
export function typeOptions(
  types: readonly MaterialType[] | undefined,
  materials: readonly Material[] | undefined,
): TypeOption[] {
  if (types && types.length > 0) return types.map(({ id, name }) => ({ id, name }));
  const byId = new Map<number, string>();
  for (const material of materials ?? []) byId.set(material.typeId, material.typeName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}
