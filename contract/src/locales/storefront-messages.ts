import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The English messages a storefront or account caller can be answered with, read from the source
 * (issue 26 §2): the parity test holds each against `messages.ar.json`, so a new message without
 * an Arabic twin fails CI instead of reaching an Arabic page in English. Test-only (reads files).
 *
 * A template literal's `${...}` parts become `{0}`, `{1}`... in order, as the map's keys write them.
 * Back-office sources (admin-*, staff) are left out: the back office stays English.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');

const CONTRACT_SOURCES = ['contract/src'];
const SERVER_SOURCES = [
  'server/src/plugins/error-handler.ts',
  'server/src/lib/signed-files.ts',
  'server/src/modules/auth',
  'server/src/modules/blog',
  'server/src/modules/catalogue',
  'server/src/modules/content',
  'server/src/modules/courses',
  'server/src/modules/exams',
  'server/src/modules/inbox',
  'server/src/modules/library',
  'server/src/modules/licences',
  'server/src/modules/payments',
];

/** Files of the back office, tests, or with no caller-facing words (the Paymob callback answers). */
const LEFT_OUT =
  /(^|\/)(admin-[^/]*|[^/]*\.test\.ts|staff[^/]*|blog-admin-rules\.ts|newsletter-admin\.ts|materials-csv[^/]*|provider-sync\.ts|test\/[^/]*|paymob\/[^/]*|events\.ts|provider-event\.ts|receipt-[^/]*|refund-[^/]*|refunds-repository\.ts|reply-email\.ts|emails\.ts|storefront-messages\.ts|routes\.ts\.snap)$/;

/** Where a caller-facing message is written: a schema's `error`, an `HttpError`, a rule's text. */
const SITES = [
  /\b(?:error|message):\s*(?<q>['"`])(?<text>(?:\\.|(?!\k<q>).)+)\k<q>/g,
  /\b(?:HttpError\(\d+,|notFound\(|badRequest\(|required\(|perAddressLimit\(\w+,|perAccountLimit\(\w+,|registrationConflict\(\[|inCallersLanguage\(\w+,\s*\w+,)\s*(?<q>['"`])(?<text>(?:\\.|(?!\k<q>).)+)\k<q>/g,
  /\b(?:oneLine|atMost|optionalText|code)\(\s*(?<q>['"`])(?<text>(?:\\.|(?!\k<q>).)+)\k<q>/g,
  /\bconst (?=[A-Z])[A-Z0-9_]*(?:MESSAGE|REQUIRED|INVALID[A-Z_]*|NOT_[A-Z_]+|MISSING|DISABLED|DECLINED|FORBIDDEN|TAKEN|RATE_LIMITED|CREDENTIALS|LINK|READY)\s*=\s*(?<q>['"`])(?<text>(?:\\.|(?!\k<q>).)+)\k<q>/g,
];

/**
 * A message built in a helper (`const message = ...`), chosen for a zod issue or by a condition (`? '...' : '...'`,
 * `return '...'`), or a fixed status's words (`[400, '...']`, `FST_ERR_...: '...'`). Looser, so
 * only sentences count: a capital letter (or a placeholder) first, and a space.
 */
const LOOSE_SITE =
  /(?:\bconst message =|\?|(?<=['"`])\s+:|\breturn|\[\d{3},|\bFST_ERR_\w+:|\?\?)\s*(?<q>['"`])(?<text>(?:\\.|(?!\k<q>).)+)\k<q>/g;
const SENTENCE = /^(?:[A-Z]|\{\d+\} )\S* /;

/** The string values (and arrow-function templates) of a `..._MESSAGES = { ... }` object. */
const MESSAGE_OBJECT = /\b[A-Z_]*MESSAGES\s*=\s*\{(?<body>[\s\S]*?)\n\}/g;
const OBJECT_VALUE = /^\s*\w+:\s*(?:\([^)]*\)\s*=>\s*)?(?<q>['"`])(?<text>(?:\\.|(?!\k<q>).)+)\k<q>/gm;

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(full, name))
    .filter((file) => file.endsWith('.ts') && statSync(file).isFile());
}

/** `${a} must be ${b}` → `{0} must be {1}`; quotes unescaped. */
function asKey(text: string, quote: string): string {
  let index = 0;
  const unescaped = text.replace(/\\(['"`\\])/g, '$1');
  return quote === '`' ? unescaped.replace(/\$\{[^}]*\}/g, () => `{${index++}}`) : unescaped;
}

/** Each message with the files that write it, for a failure that says where to look. */
export function storefrontMessages(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = [...CONTRACT_SOURCES, ...SERVER_SOURCES].flatMap(filesUnder);
  for (const file of files) {
    const name = relative(ROOT, file);
    if (LEFT_OUT.test(name)) continue;
    const source = readFileSync(file, 'utf8');
    const add = (text: string, quote: string) => {
      const key = asKey(text, quote);
      // Words a message is built of (a field's label) count too, but not code such as `issue.keys`.
      if (!/[A-Za-z]{2}/.test(key.replace(/\{\d+\}/g, ''))) return;
      found.set(key, [...(found.get(key) ?? []), name]);
    };
    for (const site of SITES) {
      for (const match of source.matchAll(site)) add(match.groups!.text!, match.groups!.q!);
    }
    for (const match of source.matchAll(LOOSE_SITE)) {
      if (SENTENCE.test(asKey(match.groups!.text!, match.groups!.q!))) add(match.groups!.text!, match.groups!.q!);
    }
    for (const object of source.matchAll(MESSAGE_OBJECT)) {
      for (const match of object.groups!.body!.matchAll(OBJECT_VALUE)) add(match.groups!.text!, match.groups!.q!);
    }
  }
  return found;
}
