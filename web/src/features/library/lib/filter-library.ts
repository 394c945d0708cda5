import type { LibraryMaterial } from '@the-gate/contract/library';
import { plainText } from './library-fields';

/** Search and the type filter appear only for a library larger than this (beyond the spec). */
export const FILTERS_ABOVE = 12;

export type LibraryFilters = { search: string; typeName: string };

export const NO_FILTERS: LibraryFilters = { search: '', typeName: '' };

/** The type names present, once each, in alphabetical order: the type filter's choices. */
export function typeNamesOf(materials: LibraryMaterial[]): string[] {
  return [...new Set(materials.map((material) => material.typeName))].sort((a, b) => a.localeCompare(b));
}

// Parsed once per item rather than on every keystroke; a refetched list brings new objects.
const searchTexts = new WeakMap<LibraryMaterial, string>();

function searchTextOf(material: LibraryMaterial): string {
  let text = searchTexts.get(material);
  if (text === undefined) {
    text = [material.title, material.briefDescription ?? '', plainText(material.description)]
      .join('\n')
      .toLocaleLowerCase();
    searchTexts.set(material, text);
  }
  return text;
}

/**
 * The items whose title or description contains the search text, ignoring case (B§5's rule for
 * searches), and whose type is the chosen one; an empty value does not filter.
 */
export function filterLibrary(materials: LibraryMaterial[], { search, typeName }: LibraryFilters): LibraryMaterial[] {
  const needle = search.trim().toLocaleLowerCase();
  return materials.filter((material) => {
    if (typeName && material.typeName !== typeName) return false;
    return !needle || searchTextOf(material).includes(needle);
  });
}
