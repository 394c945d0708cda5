/** An ILIKE pattern for "contains": `%`, `_` and `\` in the user's text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
