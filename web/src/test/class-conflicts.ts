import { twMerge } from 'tailwind-merge';

/**
 * The classes of `classes` that tailwind-merge would drop, each for a later class setting the same
 * property (`h-9` in `h-9 px-4 h-12`). The app's `cn` only joins class names since issue 23 §5, so
 * such a pair would be settled by the stylesheet's order rather than by the order of the classes:
 * tests keep there being none. Exact duplicates are harmless and not reported.
 */
export function conflictingClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '));
  return [...new Set(classes.split(/\s+/).filter(Boolean))].filter((name) => !kept.has(name));
}

/** One finding per `cn` call whose classes conflict: what it joined and what would lose. */
export function describeConflict(classes: string): string | null {
  const dropped = conflictingClasses(classes);
  return dropped.length ? `"${classes}" overrides ${dropped.join(', ')}` : null;
}
