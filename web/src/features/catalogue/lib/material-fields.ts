import type { NewCartItem } from '@the-gate/contract/cart';
import type { Material, MaterialGroup, Tag } from '@the-gate/contract/catalogue';
import { TAG_KEYS, type YearLevel } from '@the-gate/contract/catalogue-rules';
import type { MaterialSummary } from '@the-gate/contract/catalogue-search';

/** The year of a material or group: its `levels` tag value, e.g. "Year 5" (B§3). */
export function yearOf(item: { tags?: readonly Tag[] | null }): string | null {
  return item.tags?.find((tag) => tag.key === TAG_KEYS.level)?.value ?? null;
}

/** A group belongs to a year when its `levels` tag equals "Year N" exactly (contract §5.1 item 2). */
export function groupIsInYear(group: Pick<MaterialGroup, 'tags'>, level: YearLevel): boolean {
  return group.tags.some((tag) => tag.key === TAG_KEYS.level && tag.value === level);
}

/** Either spelling of the preview field may be present (AMB-52). */
export function previewUrlOf(material: Pick<Material, 'previewUrl' | 'previewFilePath'>): string | null {
  return material.previewUrl || material.previewFilePath || null;
}

/** Either spelling of the file field may be present (AMB-52). */
export function downloadUrlOf(material: Pick<Material, 'downloadUrl' | 'filePath'>): string | null {
  return material.downloadUrl || material.filePath || null;
}

/** A group has `name` or `title` (AMB-52). */
export function groupNameOf(group: Pick<MaterialGroup, 'name' | 'title'>): string {
  return group.name || group.title || '';
}

/** A missing price counts as 0 and a free item costs nothing (GLB-16). */
export function priceOf(item: { price?: number | null; isFree?: boolean | null }): number {
  return item.isFree ? 0 : (item.price ?? 0);
}

/**
 * An id from the address: a positive whole number, or null. A malformed id ("abc", "1.5") shows
 * the not-found state without a request (the server would only answer 400).
 */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * What a material card and its cart line read. A search result's slim summary and a full material
 * both have it: the summary names its year in `yearGroup`, a full material in its `levels` tag.
 */
export type CardMaterial = Pick<
  MaterialSummary,
  'id' | 'title' | 'briefDescription' | 'price' | 'isFree' | 'thumbnailPath' | 'typeName' | 'subject' | 'author'
> &
  (Pick<MaterialSummary, 'yearGroup'> | Pick<Material, 'tags'>);

/** The cart line a material becomes (B§3 "Cart item", MAT-17). */
export function materialCartItem(material: CardMaterial): NewCartItem {
  return {
    id: material.id,
    type: 'material',
    title: material.title,
    price: priceOf(material),
    isFree: material.isFree,
    thumbnailPath: material.thumbnailPath,
    yearGroup: 'yearGroup' in material ? material.yearGroup : yearOf(material),
    author: material.author,
    subject: material.subject,
  };
}
