/**
 * Catalogue constants and pure rules that the server and the web app share
 * (document B §3–§5, §9; backend contract §2.6 and §5.1).
 */

/** The single category that holds the digital books (contract §2.4, B§7 "one fixed category"). */
export const DIGITAL_BOOKS_CATEGORY_ID = 5;

export const YEAR_LEVELS = ['Year 5', 'Year 6', 'Year 7', 'Year 8'] as const;
export type YearLevel = (typeof YEAR_LEVELS)[number];

/** Tag keys are case-sensitive and the frontend depends on them exactly (contract §2.6). */
export const TAG_KEYS = {
  level: 'levels',
  subStrand: 'Sub-strand',
  packageType: 'PackageType',
  materialPackageType: 'MaterialPackageType',
  count: 'Count',
  materialType: 'MaterialType',
} as const;

export const PACKAGE_TYPES = ['Starter', 'Basic', 'Pro'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const MATERIAL_PACKAGE_TYPES = ['Practice Sheets', 'PowerPoint Presentations', 'Practice Exams'] as const;

/** "Year 5" -> "year-5": lower case, spaces to hyphens (STU-08). */
export function levelSlug(level: string): string {
  return level.trim().toLowerCase().replace(/\s+/g, '-');
}

/** "year-5" -> "Year 5" for the four offered years, otherwise null. */
export function levelFromSlug(slug: string): YearLevel | null {
  return YEAR_LEVELS.find((level) => levelSlug(level) === slug.toLowerCase()) ?? null;
}

type TagLike = { key: string; value: string };

/**
 * Package tier: starter=1, basic=2, pro=3, anything else=4, from the PackageType tag;
 * a group without tags gets its tier from its name (B§4, PY-03, PY-04).
 */
export function packageTier(group: { name?: string | null; tags?: TagLike[] | null }): number {
  const tags = group.tags ?? [];
  const tierWord = tags.length > 0 ? tags.find((tag) => tag.key === TAG_KEYS.packageType)?.value : (group.name ?? '');
  const word = (tierWord ?? '').toLowerCase();
  if (tags.length > 0) {
    if (word === 'starter') return 1;
    if (word === 'basic') return 2;
    if (word === 'pro') return 3;
    return 4;
  }
  if (/\bstarter\b/.test(word)) return 1;
  if (/\bbasic\b/.test(word)) return 2;
  if (/\bpro\b/.test(word)) return 3;
  return 4;
}

/** Page count of a paged list: ceil(total / pageSize), 0 when empty (contract §3.17). */
export function pageCount(total: number, pageSize: number): number {
  return total === 0 ? 0 : Math.ceil(total / pageSize);
}

type Priced = { price: number; isFree: boolean };

/** What a package saves: its contents' prices added up (`separately`), less its own price (`amount`). */
export type BundleSaving = { amount: number; separately: number; itemCount: number };

const piastres = (item: Priced) => (item.isFree ? 0 : Math.round(item.price * 100));

/**
 * What buying a package saves against buying the contents the server lists for it one by one
 * (issue 23 §7: "You save ..."). Added up in piastres, so the figure is exact to the cent. Null
 * when nothing is listed or it saves nothing: a package costing as much as its parts, or more, has
 * no saving to show.
 */
export function bundleSaving(bundle: Priced, contents: readonly Priced[] | null | undefined): BundleSaving | null {
  const items = contents ?? [];
  const separately = items.reduce((sum, item) => sum + piastres(item), 0);
  const saved = separately - piastres(bundle);
  if (items.length === 0 || saved <= 0) return null;
  return { amount: saved / 100, separately: separately / 100, itemCount: items.length };
}
