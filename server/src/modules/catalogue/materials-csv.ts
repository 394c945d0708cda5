import {
  type CreateMaterialRequest,
  createMaterialRequestSchema,
  type PatchMaterialRequest,
  patchMaterialRequestSchema,
  type TagInput,
} from '@the-gate/contract/admin-catalogue';
import type { ItemStatus } from '@the-gate/contract/item-status';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { restoreCell, toCsv } from '../../lib/csv';
import { HttpError } from '../../lib/http-errors';
import type { MaterialFields } from './material-fields';

/**
 * The catalogue's CSV file (issue 24 §4), without the database: what the export writes and what the
 * import reads, so one can be checked against the other. The format:
 *
 * - One column per material field, named as the API names it, in the order of MATERIAL_CSV_COLUMNS.
 *   UTF-8 with a byte order mark and CRLF rows, so Excel opens Arabic text intact. The import also
 *   takes LF rows and a file without the mark.
 * - Row numbers are CSV record numbers, the header being row 1: a quoted cell holding a line break is
 *   one row, as Excel shows it; a blank line is a row too (and is skipped).
 * - `tags`: `key=value` pairs separated by `;`, e.g. `levels=Year 5; Sub-strand=Reading`. A `\`, `;`
 *   or `=` inside a key or a value is written with a backslash before it (`a\=b`). Spaces around
 *   pairs, keys and values do not count.
 * - Booleans are `true`/`false` (any case: Excel writes TRUE); dates ISO 8601.
 * - An empty cell is null (no author, no category…); for the texts `title` and `description` it is
 *   the empty text and for `tags` no tags. A row without an `id` creates a material, where an empty
 *   `isDownloadable`, `isStandalone` or `status` takes the default (true, true, draft).
 * - Formulas are neutralised (OWASP "CSV injection"): a cell that begins with = + - @, a tab or a
 *   carriage return, after any number of apostrophes, gets one more apostrophe in front; the import
 *   takes exactly that apostrophe away. So the round trip is the identity, `'Tis` stays as typed,
 *   and `'=1` typed by hand (Excel's way of writing text) is read as `=1`.
 * - Only `id` is a required column: a header without it could only create, duplicating every
 *   material of an exported file. Any other column may be left out: an update then keeps that field,
 *   a new material takes it as an empty cell.
 */

export const MATERIAL_CSV_COLUMNS = [
  'id',
  'title',
  'briefDescription',
  'description',
  'price',
  'isFree',
  'typeId',
  'tags',
  'author',
  'subject',
  'categoryId',
  'publishDate',
  'isDownloadable',
  'isStandalone',
  'status',
] as const;
export type MaterialCsvColumn = (typeof MATERIAL_CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly MaterialCsvColumn[] = ['id'];

/** What one import may hold: enough for the whole catalogue, small enough for one transaction. */
export const CSV_IMPORT_LIMITS = { rows: 5_000, bytes: 5 * 1024 * 1024 } as const;
export const TOO_MANY_ROWS = `The file has more than ${CSV_IMPORT_LIMITS.rows.toLocaleString('en')} rows. Split it into files of at most ${CSV_IMPORT_LIMITS.rows.toLocaleString('en')} rows.`;
export const TOO_LARGE = `The file is larger than ${CSV_IMPORT_LIMITS.bytes / 1024 / 1024} MB. Split it into smaller files.`;

/** One material as the export writes it. */
export type MaterialCsvRecord = { id: number } & MaterialFields & { tags: TagInput[] };

export type CsvRowError = { row: number; message: string };

/** A row the import can apply: a new material (with its status, if not a draft) or a change. */
export type MaterialCsvRow =
  | { row: number; id: null; create: CreateMaterialRequest; status?: ItemStatus }
  | { row: number; id: number; patch: PatchMaterialRequest };

export type ReadMaterialsCsv = {
  /** The data rows, blank lines not counted. */
  count: number;
  /** The rows that passed validation, in file order. */
  rows: MaterialCsvRow[];
  errors: CsvRowError[];
};

const escapeTagPart = (text: string) => text.replace(/[\\;=]/g, '\\$&');

/** The tags in one cell: `levels=Year 5; Sub-strand=Reading`. */
export function formatTags(list: readonly TagInput[]): string {
  return list.map((tag) => `${escapeTagPart(tag.key)}=${escapeTagPart(tag.value)}`).join('; ');
}

const TAGS_FORMAT = 'write each tag as key=value, separated by ";" (e.g. levels=Year 5; Sub-strand=Reading)';

/** The tags of a cell written by `formatTags`; a text saying what is wrong if it is not. */
export function parseTags(cell: string): TagInput[] | string {
  const pairs: { key: string; value: string | null }[] = [];
  let part = '';
  let key: string | null = null;
  const end = () => {
    if (key !== null) pairs.push({ key, value: part });
    else if (part.trim()) pairs.push({ key: part, value: null });
    part = '';
    key = null;
  };
  for (let index = 0; index < cell.length; index++) {
    const char = cell[index]!;
    if (char === '\\' && index + 1 < cell.length) part += cell[++index];
    else if (char === ';') end();
    else if (char === '=' && key === null) {
      key = part;
      part = '';
    } else part += char;
  }
  end();
  const broken = pairs.find((pair) => pair.value === null);
  if (broken) return `${TAGS_FORMAT}; "${broken.key.trim()}" has no "=".`;
  return pairs.map((pair) => ({ key: pair.key.trim(), value: (pair.value ?? '').trim() }));
}

function cellOf(record: MaterialCsvRecord, column: MaterialCsvColumn): string {
  const value = record[column];
  if (value === null) return '';
  if (column === 'tags') return formatTags(record.tags);
  return String(value);
}

/**
 * The whole file: BOM, header, one CRLF row per material. Cells holding a line break are quoted
 * (csv-stringify only quotes the record delimiter, CRLF, by itself).
 */
export function materialsToCsv(records: readonly MaterialCsvRecord[]): string {
  return toCsv(
    MATERIAL_CSV_COLUMNS,
    records.map((record) => MATERIAL_CSV_COLUMNS.map((column) => cellOf(record, column))),
  );
}

const TEXTS: readonly MaterialCsvColumn[] = ['title', 'description'];
const NUMBERS: readonly MaterialCsvColumn[] = ['price', 'typeId', 'categoryId'];
const BOOLEANS: readonly MaterialCsvColumn[] = ['isFree', 'isDownloadable', 'isStandalone'];
/** Left out of a new material when empty: the create request has a default for them. */
const DEFAULTED: readonly MaterialCsvColumn[] = [
  'isDownloadable',
  'isStandalone',
  'status',
  'categoryId',
  'publishDate',
];

/**
 * A cell as the request field it stands for. What is not recognisably a number or a boolean is
 * passed on as text, for the contract's schema to refuse in its own words.
 */
function fieldValue(column: MaterialCsvColumn, cell: string): unknown {
  if (column === 'tags') return cell.trim() ? parseTags(cell) : [];
  if (TEXTS.includes(column)) return cell;
  if (cell.trim() === '') return null;
  if (NUMBERS.includes(column) && /^\s*\d+(\.\d+)?\s*$/.test(cell)) return Number(cell);
  if (BOOLEANS.includes(column) && /^\s*(true|false)\s*$/i.test(cell)) return cell.trim().toLowerCase() === 'true';
  return cell;
}

const ID_MESSAGE = 'id: The id must be a positive whole number, or empty for a new material.';
const MAX_INT = 2_147_483_647;

/** Each problem of a request as `column: message`, the first per column. */
function issueMessages(issues: readonly z.core.$ZodIssue[]): string[] {
  const seen = new Set<string>();
  const messages: string[] = [];
  for (const issue of issues) {
    const column = String(issue.path[0] ?? '');
    if (seen.has(column)) continue;
    seen.add(column);
    messages.push(column ? `${column}: ${issue.message}` : issue.message);
  }
  return messages;
}

/**
 * One data row, checked against the contract's create or change request. A new material takes a
 * column the header leaves out as an empty cell; a change leaves that field as it is.
 */
function readRow(row: number, header: readonly MaterialCsvColumn[], cells: string[]): MaterialCsvRow | string[] {
  const cellOfColumn = new Map(header.map((column, index) => [column, restoreCell(cells[index]!)]));
  const idText = (cellOfColumn.get('id') ?? '').trim();
  const validId = /^[1-9]\d{0,9}$/.test(idText) && Number(idText) <= MAX_INT;
  const problems: string[] = idText === '' || validId ? [] : [ID_MESSAGE];
  const fields: Record<string, unknown> = {};
  for (const column of idText === '' ? MATERIAL_CSV_COLUMNS : header) {
    if (column === 'id') continue;
    const value = fieldValue(column, cellOfColumn.get(column) ?? '');
    if (column === 'tags' && typeof value === 'string') problems.push(`tags: ${value}`);
    else fields[column] = value;
  }
  if (idText === '') {
    for (const column of DEFAULTED) if (fields[column] === null) delete fields[column];
    const { status, ...rest } = fields;
    const create = createMaterialRequestSchema.safeParse(rest);
    const statusIssues =
      status === undefined ? undefined : patchMaterialRequestSchema.safeParse({ status }).error?.issues;
    if (!create.success) problems.push(...issueMessages(create.error.issues));
    if (statusIssues) problems.push(...issueMessages(statusIssues));
    if (problems.length || !create.success) return problems;
    return { row, id: null, create: create.data, ...(status !== undefined && { status: status as ItemStatus }) };
  }
  const patch = patchMaterialRequestSchema.safeParse(fields);
  if (!patch.success) problems.push(...issueMessages(patch.error.issues));
  if (problems.length || !patch.success) return problems;
  return { row, id: Number(idText), patch: patch.data };
}

/** The header's problems, all in one message for row 1; the columns when there are none. */
function readHeader(cells: string[]): MaterialCsvColumn[] | string {
  const names = cells.map((cell) => cell.trim());
  const known = new Set<string>(MATERIAL_CSV_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  const problems = [
    ...(unknown.length
      ? [`unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}`]
      : []),
    ...(twice.length ? [`column${twice.length > 1 ? 's' : ''} given twice: ${twice.join(', ')}`] : []),
    ...(missing.length ? [`no ${missing.join(', ')} column (leave it empty for a new material)`] : []),
  ];
  if (!problems.length) return names as MaterialCsvColumn[];
  return `The first row must be the header, with columns among ${MATERIAL_CSV_COLUMNS.join(', ')}: ${problems.join('; ')}.`;
}

/**
 * Reads an uploaded file (issue 24 §4): every problem as `{row, message}`, and the rows that can be
 * applied. A file that is not CSV or whose header is wrong has one error and no rows; more than
 * CSV_IMPORT_LIMITS.rows data rows is a 400, as nothing of such a file is looked at.
 */
export function readMaterialsCsv(text: string): ReadMaterialsCsv {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n'],
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    const records = (error as { records?: number }).records ?? 0;
    const reason = error instanceof Error ? error.message : String(error);
    return { count: 0, rows: [], errors: [{ row: records + 1, message: `The file is not valid CSV: ${reason}` }] };
  }
  const [headerCells, ...data] = records;
  if (!headerCells || headerCells.every((cell) => cell.trim() === ''))
    return {
      count: 0,
      rows: [],
      errors: [{ row: 1, message: `The first row must be the header: ${MATERIAL_CSV_COLUMNS.join(', ')}.` }],
    };
  const header = readHeader(headerCells);
  if (typeof header === 'string') return { count: 0, rows: [], errors: [{ row: 1, message: header }] };

  const filled = data
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length > CSV_IMPORT_LIMITS.rows) throw new HttpError(400, TOO_MANY_ROWS);
  const rows: MaterialCsvRow[] = [];
  const errors: CsvRowError[] = [];
  for (const { row, cells } of filled) {
    if (cells.length !== header.length) {
      errors.push({ row, message: `This row has ${cells.length} cells; the header has ${header.length} columns.` });
      continue;
    }
    const read = readRow(row, header, cells);
    if (Array.isArray(read)) errors.push(...read.map((message) => ({ row, message })));
    else rows.push(read);
  }
  return { count: filled.length, rows, errors };
}
