import type { LibraryMaterial } from '@the-gate/contract/library';
import { t } from '../i18n';

/** One package's materials, or (`package` null) the ones bought on their own. */
export type LibraryGroup = { package: { id: number; title: string } | null; materials: LibraryMaterial[] };

/** The heading over the materials bought on their own, once some came with a package. */
export const OTHER_MATERIALS = t('otherMaterials');

/**
 * The library split by the book or package each item came with (issue 25 §7), in the list's own
 * order (newest first): each package where its newest item is, the items bought on their own last.
 */
export function groupByPackage(materials: LibraryMaterial[]): LibraryGroup[] {
  const byPackage = new Map<number, LibraryGroup>();
  const loose: LibraryMaterial[] = [];
  for (const material of materials) {
    const pack = material.package;
    if (!pack) {
      loose.push(material);
      continue;
    }
    let group = byPackage.get(pack.id);
    if (!group) {
      group = { package: pack, materials: [] };
      byPackage.set(pack.id, group);
    }
    group.materials.push(material);
  }
  const groups = [...byPackage.values()];
  return loose.length > 0 ? [...groups, { package: null, materials: loose }] : groups;
}
