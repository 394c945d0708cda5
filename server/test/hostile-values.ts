/**
 * Inputs a hostile or broken client sends (issue 13 §2), for the fuzz test. A seeded generator
 * picks among them, so every run sends the same requests and a failure can be replayed.
 */

import type { Random } from '../src/lib/seeded-random';

export { type Random, seededRandom } from '../src/lib/seeded-random';

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export function pickSome<T>(random: Random, list: readonly T[], count: number): T[] {
  const rest = [...list];
  const picked: T[] = [];
  while (picked.length < count && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  return picked;
}

/** As big as a body may be: anything larger is Fastify's 413 before any of our code runs. */
export const MEGABYTE = 'a'.repeat(1024 * 1024);

/** Characters PostgreSQL refuses in text (NUL) or cannot keep (half a surrogate pair), and other C0 controls. */
const UNSAFE_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u000E',
  '\u001B',
  '\u001F',
  '\u007F',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
];
const PLAUSIBLE_TEXT = ['', 'user', 'Year 5', 'sara@example.com', '1', 'reading', 'EGP', 'pay_1'];

/** A plausible value with one unsafe character somewhere in it. */
export function unsafeText(random: Random): string {
  const character = pick(random, UNSAFE_CHARACTERS);
  const text = pick(random, PLAUSIBLE_TEXT);
  const at = Math.floor(random() * (text.length + 1));
  return text.slice(0, at) + character + text.slice(at);
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes. */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
}

/** Raw JSON values of the wrong type or out of range; written as text, so `1e400` survives. */
const ODD_JSON = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '-0',
  '2147483648',
  '99999999999999999999',
  '1e400',
  '-1e400',
  '9007199254740993',
  '""',
  '"   "',
  '[]',
  '{}',
  '[1,2]',
  '{"a":{"b":[1]}}',
  '"1"',
  '"NaN"',
  '"Infinity"',
  '"../../../package.json"',
  '"<script>alert(1)</script>"',
  '"\'; DROP TABLE users; --"',
  '"%00"',
];

/** NUL and both halves of a surrogate pair alone: every field gets these, the rest is drawn at random. */
const ALWAYS = ['a\u0000b', '\uD800x', 'x\uDC00'];

/** `count` hostile JSON values, as JSON text. */
export function hostileJson(random: Random, count: number): string[] {
  const drawn = [...Array(count)].map(() =>
    random() < 0.5 ? JSON.stringify(unsafeText(random)) : pick(random, ODD_JSON),
  );
  return [...ALWAYS.map((text) => JSON.stringify(text)), ...drawn];
}

/** Query and path values, already percent-encoded as they travel in a URL. */
const ODD_URL_VALUES = [
  '',
  '%00',
  'a%00b',
  '%0B',
  '%1F',
  '%7F',
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%80',
  '%FF',
  '%',
  '%zz',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '+1',
  '%201',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2E%2E',
  'true',
  'null',
  '%5B%5D',
  '%7B%7D',
];

/** `count` hostile values for a query or path parameter, percent-encoded. */
export function hostileUrlValues(random: Random, count: number): string[] {
  const drawn = [...Array(count)].map(() =>
    random() < 0.4 ? percentEncode(unsafeText(random)) : pick(random, ODD_URL_VALUES),
  );
  return [...ALWAYS.map(percentEncode), ...drawn];
}

/** Whole bodies that are not the JSON object a route expects, each with the content type it is sent as. */
export const ODD_BODIES: { contentType: string | undefined; payload: string | Buffer }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: "{'a': 1}" },
  { contentType: 'application/json', payload: '{"a":1}}' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '12' },
  { contentType: 'application/json', payload: 'NaN' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  {
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { contentType: 'application/json', payload: '\uFEFF{}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=%00' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
  { contentType: 'application/json', payload: `"${MEGABYTE.slice(0, MEGABYTE.length - 10)}"` },
  { contentType: undefined, payload: '{"a":1}' },
  { contentType: '', payload: '{"a":1}' },
  { contentType: 'nonsense', payload: '{"a":1}' },
];
