/** Text placed into an HTML mail: escaped, so a name or a title can never become markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The one mail layout: paragraphs of already-escaped HTML. */
export function mailPage(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}
