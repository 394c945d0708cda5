import type { NewCartItem } from '@the-gate/contract/cart';
import type { Material, MaterialGroup, Tag } from '@the-gate/contract/catalogue';
import {
  bundleSaving,
  levelSlug,
  MATERIAL_PACKAGE_TYPES,
  packageTier,
  TAG_KEYS,
  type YearLevel,
} from '@the-gate/contract/catalogue-rules';
import { formatMoney } from '@/lib/format';
import { t } from '../i18n';

/** At most 3 package tiers per year (B§9, PY-02). */
export const MAX_TIERS = 3;

/** The tier that is flagged "Best Value" (B§4, PY-05). */
const PRO_TIER = 3;

type Tagged = { tags?: Tag[] | null };
type Named = { name?: string | null; title?: string | null };
export type PackageMaterial = Pick<Material, 'id' | 'title' | 'tags'>;

const tagValue = (item: Tagged, key: string): string | null => item.tags?.find((tag) => tag.key === key)?.value ?? null;

/** A group has `name` or `title` (AMB-52). */
export function packageName(group: Named): string {
  return group.name?.trim() || group.title?.trim() || '';
}

/** The year a package is for: its `levels` tag value, e.g. "Year 5" (B§3). */
export const packageYear = (group: Tagged): string | null => tagValue(group, TAG_KEYS.level);

/** The tier word of the PackageType tag ("Starter", "Basic", "Pro"), for display. */
export const packageTierName = (group: Tagged): string | null => tagValue(group, TAG_KEYS.packageType);

export function packageCover(group: Pick<MaterialGroup, 'thumbnailPath' | 'mainThumbnailPath'>): string | null {
  return group.thumbnailPath || group.mainThumbnailPath || null;
}

/**
 * What the server charges. The spec's fallback prices for a missing price (PY-11, PD-08) are not
 * used: we never show a price the server would not charge (AMB-12, ARCHITECTURE "Web"); the
 * contract always sends one (contract §5.1 item 1) and a missing one counts as 0 (GLB-16).
 */
export function packagePrice(group: { price?: number | null; isFree?: boolean | null }): number {
  return group.isFree ? 0 : (group.price ?? 0);
}

/**
 * A package is a group with a PackageType tag (contract §2.8 "Kinds of group"). PY-01 only keeps
 * groups by their `levels` tag, but the same list holds the year's digital books and collections,
 * which are not tiers: requiring the tag as well is our reading.
 */
export const isPackageGroup = (group: Tagged): boolean => packageTierName(group) !== null;

export const isBestValue = (group: Named & Tagged): boolean => packageTier(group) === PRO_TIER;

/** The year's tiers: its packages, sorted starter, basic, pro, then the rest, at most 3 (PY-01..PY-04). */
export function tiersForYear<G extends MaterialGroup>(groups: readonly G[], level: YearLevel): G[] {
  return groups
    .filter((group) => packageYear(group) === level && isPackageGroup(group))
    .map((group, index) => ({ group, index, tier: packageTier(group) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .slice(0, MAX_TIERS)
    .map(({ group }) => group);
}

/** Include lists count only items whose Count tag is "True" (B§5, PY-06, PD-01). */
export const isCounted = (material: Tagged): boolean => tagValue(material, TAG_KEYS.count) === 'True';

/** The skill heading for counted items without a Sub-strand tag; the spec does not name one. */
export const OTHER_SKILL = 'Other';

export type SkillGroup<M extends PackageMaterial = PackageMaterial> = { skill: string; materials: M[] };

/** The counted items grouped by their `Sub-strand` value, in the order the server lists them (PY-06, PD-03). */
export function includesBySkill<M extends PackageMaterial>(materials: readonly M[] | undefined): SkillGroup<M>[] {
  const bySkill = new Map<string, M[]>();
  for (const material of materials ?? []) {
    if (!isCounted(material)) continue;
    const skill = tagValue(material, TAG_KEYS.subStrand)?.trim() || OTHER_SKILL;
    const list = bySkill.get(skill);
    if (list) list.push(material);
    else bySkill.set(skill, [material]);
  }
  return [...bySkill].map(([skill, list]) => ({ skill, materials: list }));
}

export type SectionCount = { label: (typeof MATERIAL_PACKAGE_TYPES)[number]; count: number };

/** How many counted items of each MaterialPackageType the package holds (PD-01). */
export function sectionCounts(materials: readonly PackageMaterial[] | undefined): SectionCount[] {
  const counted = (materials ?? []).filter(isCounted);
  return MATERIAL_PACKAGE_TYPES.map((label) => ({
    label,
    count: counted.filter((material) => tagValue(material, TAG_KEYS.materialPackageType) === label).length,
  }));
}

export type PackageStyle = 'pro' | 'basic' | 'standard';

/**
 * The detail sidebar's styling, from the name (B§4, PD-07): pro for "pro" or "complete", basic for
 * "basic" or "core". We match whole words, as the contract's "name words" do (§2.8), so "Approach"
 * or "Scored" do not restyle a package.
 */
export function packageStyle(name: string): PackageStyle {
  if (/\b(pro|complete)\b/i.test(name)) return 'pro';
  if (/\b(basic|core)\b/i.test(name)) return 'basic';
  return 'standard';
}

/** Premium packages: the pro tier, or a name with "pro" or "premium" (B§9). */
export function isPremiumPackage(group: MaterialGroup): boolean {
  return isBestValue(group) || /\b(pro|premium)\b/i.test(packageName(group));
}

/** The slug of a package's own year, e.g. "year-5", or null without a levels tag. */
export function packageYearSlug(group: Tagged): string | null {
  const year = packageYear(group);
  return year ? levelSlug(year) : null;
}

/** The cart line a package becomes (B§3 "Cart item", PD-05; paid for as a MaterialGroup, A§3). */
export function packageCartItem(group: MaterialGroup): NewCartItem {
  return {
    id: group.id,
    type: 'package',
    title: packageName(group),
    price: packagePrice(group),
    isFree: group.isFree,
    thumbnailPath: packageCover(group),
    yearGroup: packageYear(group),
  };
}

/** "1 item", "6 items". */
export const itemCount = (count: number): string => t('itemCount', { count });

/**
 * "You save EGP 89.48 compared with buying the 6 items separately": the contents the server lists,
 * with their prices, against the package's price (issue 23 §7). Null when it saves nothing.
 */
export function packageSavingText(group: Pick<MaterialGroup, 'price' | 'isFree' | 'materials'>): string | null {
  const saving = bundleSaving({ price: packagePrice(group), isFree: group.isFree }, group.materials);
  if (!saving) return null;
  return t('saving', { amount: formatMoney(saving.amount), count: saving.itemCount });
}

/** "1 resource", "42 resources". */
export const resourceCount = (count: number): string => t('resourceCount', { count });

/**
 * An id from the address: a positive whole number, or null. A malformed id ("abc", "1.5") is
 * "Package not found." without a request (the server would only answer 400).
 */
export function parsePackageId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The premium packages that have a year to link to, at most `limit`, in the server's order (year,
 * then tier): the home page's featured packages and an article's sidebar (B§9).
 */
export function premiumWithYear(packages: readonly MaterialGroup[], limit: number) {
  return packages
    .filter(isPremiumPackage)
    .flatMap((group) => {
      const slug = packageYearSlug(group);
      return slug ? [{ id: group.id, group, slug }] : [];
    })
    .slice(0, limit);
}
