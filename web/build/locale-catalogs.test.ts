import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, localeOfMode } from './locale-catalogs';

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * Every catalogue of web/src, as its path without the language: `…/locales/` for a folder's
 * (`locales/en.json`), `…/locales/error-state.` for a module's own (`locales/error-state.en.json`).
 */
function catalogues(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((name) => /^(.*(?:^|[\\/])locales[\\/](?:[\w-]+\.)?)(?:en|ar)\.json$/.exec(name)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => path.join(SRC, name))
    .filter((catalogue, index, all) => all.indexOf(catalogue) === index);
}

const read = (catalogue: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(`${catalogue}${locale}.json`, 'utf8'));

/** The values a compiled message fills in, inside plural and select branches too. */
function placeholders(tokens: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const branch of Object.values(format)) if (Array.isArray(branch)) placeholders(branch, into);
    }
  }
  return into;
}

/** The values a message fills in (`{name}`, `{count, plural, …}`), and its numbered tags (`<0>…</0>`). */
function slots(message: string): string[] {
  const tags = [...message.matchAll(/<(\d+)\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...placeholders(compileMessageOrThrow(message)), ...tags])].sort();
}

describe('the catalogues of texts (issue 26 §2)', () => {
  const all = catalogues();

  it('finds the catalogues, a module’s own among them', () => {
    expect(all.length).toBeGreaterThan(30);
    expect(all).toContain(path.join(SRC, 'components/locales/error-state.'));
  });

  it.each(all.map((catalogue) => [path.relative(SRC, catalogue), catalogue]))(
    '%s: the same keys in English and Arabic, each a valid message with the same placeholders',
    (_name, catalogue) => {
      const en = read(catalogue, 'en');
      const ar = read(catalogue, 'ar');
      expect(Object.keys(ar).sort(), 'keys in one language and not the other').toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(en)) {
        expect(slots(ar[key]!), `"${key}" fills in other values in Arabic`).toEqual(slots(message));
        expect(ar[key]!.trim(), `"${key}" is empty in Arabic`).not.toBe('');
      }
      expect(() => compileCatalogue(JSON.stringify(en), 'en.json')).not.toThrow();
      expect(() => compileCatalogue(JSON.stringify(ar), 'ar.json')).not.toThrow();
    },
  );
});

describe('compiling a catalogue', () => {
  it('compiles ICU messages to Lingui’s form, and names the key of one that does not parse', () => {
    expect(compileCatalogue('{"hi":"Hello {name}"}', 'x.json')).toEqual({ hi: ['Hello ', ['name']] });
    expect(() => compileCatalogue('{"broken":"Hello {name"}', 'x.json')).toThrow(/x\.json: "broken"/);
    expect(() => compileCatalogue('{"n":3}', 'x.json')).toThrow(/"n" is not a text/);
  });

  it('refuses a format the page cannot write, even inside a plural', () => {
    expect(() => compileCatalogue('{"price":"{amount, number}"}', 'x.json')).toThrow(
      /x\.json: "price" uses \{…, number\}/,
    );
    expect(() => compileCatalogue('{"when":"{n, plural, one {on {day, date}} other {#}}"}', 'x.json')).toThrow(
      /"when" uses \{…, date\}/,
    );
    expect(() =>
      compileCatalogue('{"ok":"{n, plural, offset:1 one {#} other {# and {g, select, a {A} other {B}}}}"}', 'x.json'),
    ).not.toThrow();
  });

  it('builds Arabic in --mode ar and English in any other mode', () => {
    expect(localeOfMode('ar')).toBe('ar');
    expect(localeOfMode('production')).toBe('en');
    expect(localeOfMode('test')).toBe('en');
  });
});
