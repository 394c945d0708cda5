import { stringify } from 'csv-stringify/sync';

const TRIGGER = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

/**
 * A cell Excel would read as a formula, made inert with a leading apostrophe (OWASP "CSV
 * injection"): a cell that begins with = + - @, a tab or a carriage return, after any number of
 * apostrophes, gets one more apostrophe in front, which `restoreCell` takes away again.
 */
export function neutraliseCell(text: string): string {
  return TRIGGER.test(text) ? `'${text}` : text;
}

/** The cell as it was before `neutraliseCell`. */
export function restoreCell(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}

/**
 * A whole CSV file for a spreadsheet: BOM (so Excel reads UTF-8), the header, one CRLF row per
 * record, every cell neutralised. Cells holding a line break are quoted (csv-stringify only quotes
 * the record delimiter, CRLF, by itself). Every export of the back office writes through this.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map(neutraliseCell))], {
    bom: true,
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  });
}
