import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, dropping the falsy ones. It does not resolve conflicts (tailwind-merge did, at
 * 8 kB gzip on every page; issue 23 §5): a component and its callers never set the same property
 * twice, through variants and props rather than className overrides. src/test/class-conflicts.ts
 * checks that in every web test.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
