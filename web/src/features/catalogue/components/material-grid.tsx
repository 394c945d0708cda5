import type { Material } from '@the-gate/contract/catalogue';
import { MaterialCard, MaterialCardSkeleton } from './material-card';

/** One column on a phone, two from `sm`, three from `lg`. */
export const GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function MaterialGrid({ materials, headingLevel }: { materials: Material[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={GRID_CLASSES}>
      {materials.map((material) => (
        <li key={material.id}>
          <MaterialCard material={material} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

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
