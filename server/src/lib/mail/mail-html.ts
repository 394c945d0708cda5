/** The one mail layout: paragraphs of already-escaped HTML. */
export function mailPage(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}
