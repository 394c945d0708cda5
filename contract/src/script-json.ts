/**
 * JSON to write inside a `<script>` element of an HTML page (share tags' JSON-LD, a server-rendered
 * page's state): `<` is escaped, so no value can close the element or open a comment, and so are
 * U+2028 and U+2029. The text still parses to the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
