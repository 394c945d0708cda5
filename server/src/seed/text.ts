/** Plain paragraphs from the demo HTML, for the generated PDFs. */
export function htmlToParagraphs(html: string): string[] {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export const YEAR_HUES: Record<number, number> = { 5: 205, 6: 150, 7: 25, 8: 275 };
