import type { Tag } from '@the-gate/contract/catalogue';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { t } from '../i18n/student-services';

/** The year number of a level value, "Year 10" -> 10; a value without one sorts last. */
export function yearNumber(value: string): number {
  const digits = value.match(/\d+/)?.[0];
  return digits === undefined ? Number.POSITIVE_INFINITY : Number(digits);
}

/**
 * Only the tags keyed `levels`, once per value, sorted by year number so "Year 5" comes before
 * "Year 10" (B§7, STU-12). The server matches "Level" in keys and values alike, hence the filter.
 */
export function yearLevelsFromTags(tags: readonly Tag[]): Tag[] {
  const seen = new Set<string>();
  return tags
    .filter((tag) => tag.key === TAG_KEYS.level && !seen.has(tag.value) && seen.add(tag.value))
    .sort((a, b) => yearNumber(a.value) - yearNumber(b.value) || a.value.localeCompare(b.value));
}

export const STAGES = [
  { value: 'all', label: t('stageAll') },
  { value: 'primary', label: t('stagePrimary') },
  { value: 'lower-secondary', label: t('stageLowerSecondary') },
] as const;
export type Stage = (typeof STAGES)[number]['value'];

/** Primary is Year 6 and below, Lower Secondary above Year 6 (B§2, STU-07). */
export function isInStage(value: string, stage: Stage): boolean {
  const year = yearNumber(value);
  if (stage === 'primary') return year <= 6;
  if (stage === 'lower-secondary') return year > 6 && Number.isFinite(year);
  return true;
}
