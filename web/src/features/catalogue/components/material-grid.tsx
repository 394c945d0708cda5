import { memo } from 'react';
import type { CardMaterial } from '../lib/material-fields';
import { MaterialCard, MaterialCardSkeleton } from './material-card';

/** One column on a phone, two from `sm`, three from `lg`. */
export const GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A card renders again only when its own material changes, not when a page is appended. */
const GridCard = memo(MaterialCard);

type Props = { materials: readonly CardMaterial[]; headingLevel?: 'h2' | 'h3' };

/**
 * Memoised: typing in the /materials search box renders the page on every key, and the grid it shows
 * meanwhile is the same array until new results arrive, so it is left alone (issue 12 §2).
 */
export const MaterialGrid = memo(function MaterialGrid({ materials, headingLevel }: Props) {
  return (
    <ul className={GRID_CLASSES}>
      {materials.map((material, index) => (
        <li key={material.id}>
          <GridCard material={material} headingLevel={headingLevel} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
});

export function MaterialGridSkeleton({ count = 6, label = 'Loading materials' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className={GRID_CLASSES}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <MaterialCardSkeleton key={index} />
      ))}
    </div>
  );
}
