import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from '../../lib/csv';
import { HttpError } from '../../lib/http-errors';
import {
  CSV_IMPORT_LIMITS,
  formatTags,
  MATERIAL_CSV_COLUMNS,
  type MaterialCsvRecord,
  materialsToCsv,
  parseTags,
  readMaterialsCsv,
  TOO_MANY_ROWS,
} from './materials-csv';

// Issue 24 §4: the catalogue's CSV file, without a database.

const HEADER = MATERIAL_CSV_COLUMNS.join(',');

const record = (overrides: Partial<MaterialCsvRecord> = {}): MaterialCsvRecord => ({
  id: 7,
  title: 'Reading Booster',
  briefDescription: 'Short texts',
  description: '<p>Read, then answer.</p>',
  price: 150.5,
  isFree: false,
  typeId: 2,
  tags: [
    { key: 'levels', value: 'Year 5' },
    { key: 'Sub-strand', value: 'Reading' },
  ],
  author: 'Ms Salma',
  subject: 'Reading',
  categoryId: null,
  publishDate: '2026-09-01T00:00:00.000Z',
  isDownloadable: true,
  isStandalone: false,
  status: 'published',
  ...overrides,
});

describe('formula neutralising (issue 24 §4, OWASP CSV injection)', () => {
  it.each(['=HYPERLINK("http://evil","x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with one apostrophe and restores it exactly',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
      expect(restoreCell(neutraliseCell(text))).toBe(text);
    },
  );

  it.each(["'Tis the season", "'=1", "''+2", 'plain', '', "it's", '1+1'])(
    'round-trips %j, a cell that begins with an apostrophe too',
    (text) => {
      expect(restoreCell(neutraliseCell(text))).toBe(text);
    },
  );

  it('leaves a hand-typed apostrophe before ordinary text alone, and reads Excel-style text as text', () => {
    expect(neutraliseCell("'Tis")).toBe("'Tis");
    expect(restoreCell("'Tis")).toBe("'Tis");
    expect(neutraliseCell("'=1")).toBe("''=1");
    expect(restoreCell("'=1")).toBe('=1');
  });
});

describe('tags in one cell (issue 24 §4)', () => {
  it('writes key=value pairs separated by "; "', () => {
    expect(formatTags(record().tags)).toBe('levels=Year 5; Sub-strand=Reading');
    expect(formatTags([])).toBe('');
  });

  it('escapes a separator inside a key or value so it round-trips', () => {
    const tags = [
      { key: 'a=b', value: 'x;y' },
      { key: 'back\\slash', value: 'v=1; w' },
    ];
    const cell = formatTags(tags);
    expect(cell).toBe('a\\=b=x\\;y; back\\\\slash=v\\=1\\; w');
    expect(parseTags(cell)).toEqual(tags);
  });

  it('ignores spaces and an empty pair, and says what is wrong with a pair without "="', () => {
    expect(parseTags(' levels = Year 6 ;; ')).toEqual([{ key: 'levels', value: 'Year 6' }]);
    expect(parseTags('levels=Year 6; Reading')).toMatch(/key=value.*"Reading" has no "="/);
  });
});

describe('the exported file (issue 24 §4)', () => {
  it('is UTF-8 with a BOM, the header in the API names, CRLF rows, Arabic intact and formulas neutralised', () => {
    const csv = materialsToCsv([record({ title: 'قراءة =ممتعة' }), record({ id: 8, title: '=HYPERLINK("x")' })]);
    expect(csv.startsWith('\uFEFFid,title,briefDescription,description,price,isFree,typeId,tags,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      HEADER,
      '7,قراءة =ممتعة,Short texts,"<p>Read, then answer.</p>",150.5,false,2,levels=Year 5; Sub-strand=Reading,Ms Salma,Reading,,2026-09-01T00:00:00.000Z,true,false,published',
      `8,"'=HYPERLINK(""x"")",Short texts,"<p>Read, then answer.</p>",150.5,false,2,levels=Year 5; Sub-strand=Reading,Ms Salma,Reading,,2026-09-01T00:00:00.000Z,true,false,published`,
      '',
    ]);
  });

  it('quotes a cell holding a bare line break, so the row stays one record', () => {
    const csv = materialsToCsv([record({ description: 'one\ntwo' })]);
    expect(csv).toContain('"one\ntwo"');
  });
});

describe('reading an uploaded file (issue 24 §4)', () => {
  it('reads back exactly what the export wrote', () => {
    const records = [
      record(),
      record({ id: 8, title: '-2', briefDescription: null, author: null, subject: null, tags: [], description: '' }),
      record({ id: 9, title: "'Tis =x", categoryId: 3, publishDate: null, isFree: true, price: 0, status: 'draft' }),
    ];
    const read = readMaterialsCsv(materialsToCsv(records));
    expect(read.errors).toEqual([]);
    expect(read.count).toBe(3);
    expect(read.rows).toEqual(records.map(({ id, ...fields }, index) => ({ row: index + 2, id, patch: fields })));
  });

  it('accepts LF rows and no BOM, counts a quoted line break as one row and a blank line as a row', () => {
    const text = `${HEADER}\n,"Two\nlines",,,1,false,1,,,,,,,,\n\n,Second,,,2,false,1,,,,,,,,bogus\n`;
    const read = readMaterialsCsv(text);
    expect(read.count).toBe(2);
    // The record with the line break is row 2, the blank line row 3, the last record row 4.
    expect(read.errors).toEqual([
      { row: 2, message: 'title: The title must be on one line.' },
      { row: 4, message: 'status: The status must be draft, published or archived.' },
    ]);
  });

  it('creates a row without an id: defaults for empty optional cells, empty cells for absent columns', () => {
    const read = readMaterialsCsv(
      `\uFEFFid,title,description,price,isFree,typeId,tags,status\r\n,New,,0,TRUE,3,levels=Year 7,\r\n`,
    );
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([
      {
        row: 2,
        id: null,
        create: {
          title: 'New',
          description: '',
          price: 0,
          isFree: true,
          typeId: 3,
          tags: [{ key: 'levels', value: 'Year 7' }],
          // Columns the header leaves out are empty cells for a new material.
          briefDescription: null,
          author: null,
          subject: null,
        },
      },
    ]);
  });

  it('keeps a new row status to be set after the create', () => {
    const read = readMaterialsCsv(`id,title,price,isFree,typeId,tags,status\n,New,5,false,3,,published\n`);
    expect(read.rows[0]).toMatchObject({ id: null, status: 'published' });
  });

  it('names the column of each problem, on the row of the record', () => {
    const text = [
      'id,title,price,isFree,typeId,tags',
      'abc,Fine,1,false,1,',
      '5,,-3,maybe,x,levels',
      '6,Free,4,true,1,',
      ',Missing type,1,false,,',
    ].join('\r\n');
    const read = readMaterialsCsv(text);
    expect(read.rows).toEqual([]);
    expect(read.errors).toEqual([
      { row: 2, message: 'id: The id must be a positive whole number, or empty for a new material.' },
      { row: 3, message: expect.stringMatching(/^tags: write each tag as key=value/) },
      { row: 3, message: 'title: The title is required.' },
      { row: 3, message: expect.stringMatching(/^price: The price must be a number of pounds/) },
      { row: 3, message: 'isFree: isFree must be true or false.' },
      { row: 3, message: 'typeId: Choose a material type.' },
      { row: 4, message: 'price: A free material has the price 0: clear "free" or set the price to 0.' },
      { row: 5, message: 'typeId: Choose a material type.' },
    ]);
  });

  it('reports a row with the wrong number of cells', () => {
    const read = readMaterialsCsv('id,title\n5,A,extra\n');
    expect(read.errors).toEqual([{ row: 2, message: 'This row has 3 cells; the header has 2 columns.' }]);
  });

  it('checks the header: unknown, repeated and missing columns are one error at row 1', () => {
    const read = readMaterialsCsv('title,prize,title\nA,1,A\n');
    expect(read.rows).toEqual([]);
    expect(read.errors).toEqual([
      {
        row: 1,
        message: expect.stringMatching(/header.*unknown column "prize"; column given twice: title; no id column/),
      },
    ]);
    expect(readMaterialsCsv('').errors).toEqual([{ row: 1, message: expect.stringMatching(/must be the header/) }]);
  });

  it('reports a file that is not CSV at the record where it breaks', () => {
    const read = readMaterialsCsv('id,title\n5,"never closed\n6,B\n');
    expect(read.errors).toEqual([
      { row: 2, message: expect.stringMatching(/^The file is not valid CSV: Quote Not Closed/) },
    ]);
  });

  it(`refuses more than ${CSV_IMPORT_LIMITS.rows} rows with a 400`, () => {
    const rows = Array.from({ length: CSV_IMPORT_LIMITS.rows + 1 }, (_, index) => `${index + 1},T`);
    const text = ['id,title', ...rows].join('\n');
    expect(() => readMaterialsCsv(text)).toThrow(new HttpError(400, TOO_MANY_ROWS));
    expect(readMaterialsCsv(['id,title', ...rows.slice(1)].join('\n')).count).toBe(CSV_IMPORT_LIMITS.rows);
  });
});
