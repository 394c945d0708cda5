import { makePreviewPdf } from './pdf';

/**
 * A material's public preview: its PDF's first pages, then the closing note. The demo seed and an
 * uploaded PDF (issue 24 §3) both make it here, so every preview in the shop says the same.
 */
export function makeMaterialPreview(full: Uint8Array, title: string): Promise<Buffer> {
  return makePreviewPdf(full, {
    title: `${title} (preview)`,
    note: 'This is a preview. The full resource can be downloaded once it is in your library.',
    footer: 'Preview - The Gate',
  });
}
