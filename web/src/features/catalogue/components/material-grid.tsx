import { memo } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import type { CardMaterial } from '../lib/material-fields';
import { MaterialCard } from './material-card';

/** A card renders again only when its own material changes, not when a page is appended. */
const GridCard = memo(MaterialCard);

type Props = { materials: readonly CardMaterial[]; headingLevel?: 'h2' | 'h3' };

/**
 * Memoised: typing in the /materials search box renders the page on every key, and the grid it shows
 * meanwhile is the same array until new results arrive, so it is left alone (issue 12 §2).
 */
export const MaterialGrid = memo(function MaterialGrid({ materials, headingLevel }: Props) {
  return (
    <CardGrid items={materials}>
      {(material, index) => <GridCard material={material} headingLevel={headingLevel} priority={index === 0} />}
    </CardGrid>
  );
});

export function MaterialGridSkeleton({ count = 6, label = 'Loading materials' }: { count?: number; label?: string }) {
  return <CardGridSkeleton label={label} count={count} aspect="aspect-[4/3]" />;
}
