import type { LibraryMaterial } from '@the-gate/contract/library';
import { t } from '../i18n';

export const NO_DESCRIPTION = t('noDescription');

/** Text of an HTML fragment (a catalogue description is HTML, B§3); parsing runs no scripts. */
export function plainText(html: string | null): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The card text: the brief description, else the description, else "No description available" (MM-12). */
export function descriptionOf(material: Pick<LibraryMaterial, 'briefDescription' | 'description'>): string {
  return material.briefDescription?.trim() || plainText(material.description) || NO_DESCRIPTION;
}

/** 'Download' only for a downloadable item with a file (MM-16, MM-18). */
export const downloadLinkOf = (material: LibraryMaterial): string | null =>
  material.isDownloadable && material.filePath ? material.filePath : null;

/** 'Preview' only for an item that does not download and has a preview (MM-17, MM-18). */
export const previewLinkOf = (material: LibraryMaterial): string | null =>
  !material.isDownloadable && material.previewFilePath ? material.previewFilePath : null;
