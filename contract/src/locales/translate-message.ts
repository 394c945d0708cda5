import type { Locale } from '../locales';
import arabic from './messages.ar.json';

/**
 * The server's and the contract's messages in another language (issue 26 §2): one map per language
 * from the exact English text, so a message keeps being written once, in English, where it is
 * raised, and the API, the e-mails and the Arabic build's forms all translate it the same way.
 * A key may hold placeholders (`{0}`, `{1}`) for the parts a template literal fills in; each part
 * is translated in turn when it is itself a known message (a field's label), else kept as is.
 */
const CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { ar: arabic };

type Pattern = { match: RegExp; slots: number[]; text: string };

const patternsOf = new Map<Readonly<Record<string, string>>, Pattern[]>();

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The map's keys with placeholders, as anchored regular expressions, compiled once per language. */
function patterns(catalogue: Readonly<Record<string, string>>): Pattern[] {
  let compiled = patternsOf.get(catalogue);
  if (!compiled) {
    compiled = Object.entries(catalogue)
      .filter(([key]) => /\{\d+\}/.test(key))
      .map(([key, text]) => {
        const slots: number[] = [];
        const source = key
          .split(/(\{\d+\})/)
          .map((part) => {
            const slot = /^\{(\d+)\}$/.exec(part);
            if (!slot) return literally(part);
            slots.push(Number(slot[1]));
            return '(.+?)';
          })
          .join('');
        return { match: new RegExp(`^${source}$`, 's'), slots, text };
      })
      // The most literal text first: "The {0} parameter must be true or false." before "{0} must be text.".
      .sort(
        (a, b) => b.match.source.replace(/\(\.\+\?\)/g, '').length - a.match.source.replace(/\(\.\+\?\)/g, '').length,
      );
    patternsOf.set(catalogue, compiled);
  }
  return compiled;
}

/**
 * `message` in `locale`: the map's text for it, or the same English when the map has none (a
 * message nobody has translated yet still says something true).
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const catalogue = CATALOGUES[locale];
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  for (const pattern of patterns(catalogue)) {
    const found = pattern.match.exec(message);
    if (!found) continue;
    const values = new Map(pattern.slots.map((slot, index) => [slot, found[index + 1] ?? '']));
    return pattern.text.replace(/\{(\d+)\}/g, (whole, slot: string) => {
      const value = values.get(Number(slot));
      return value === undefined ? whole : (catalogue[value] ?? value);
    });
  }
  return message;
}
