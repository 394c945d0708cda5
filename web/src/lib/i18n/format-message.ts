import { FORMAT_LOCALE } from './locale';

/** A message's values: `{name}` and `{count, plural, …}` placeholders, by name. */
export type MessageValues = Record<string, unknown>;

/**
 * A message as the build hands it to the page (web/build/locale-catalogs.ts): ICU MessageFormat
 * already parsed by Lingui's compiler into text and placeholders, e.g. `["Year ", ["n"]]` or
 * `[["count", "plural", { one: ["# item"], other: ["#", " items"] }]]`.
 */
export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: ChoiceType, cases?: Readonly<Record<string, CompiledMessage>>];

/** The only formats the catalogues may use; the build refuses any other (number, date…). */
type ChoiceType = 'plural' | 'selectordinal' | 'select';

const numbers = new Intl.NumberFormat(FORMAT_LOCALE);
const cardinal = new Intl.PluralRules(FORMAT_LOCALE);
const ordinal = new Intl.PluralRules(FORMAT_LOCALE, { type: 'ordinal' });

/**
 * The text of a compiled message with its values, as Lingui's own interpolation gives it (issue 26
 * §2, decision 026): a plural picks the exact case (`=0`) before the language's category (Arabic has
 * zero, one, two, few, many and other), then `other`, and writes its number for `#` in the page's
 * digits; `#` inside a select is itself. A value that is absent leaves its place empty.
 */
export function formatMessage(message: CompiledMessage, values: MessageValues = {}, count?: string): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, cases = {}] = token;
    const value = values[name];
    if (!type) {
      if (value != null) text += String(value);
    } else if (type === 'select') {
      const chosen = cases[String(value)] ?? cases.other;
      if (chosen !== undefined) text += formatMessage(chosen, values);
    } else {
      const offset = Number(cases.offset ?? 0);
      const n = Number(value);
      const rules = type === 'plural' ? cardinal : ordinal;
      const chosen = cases[String(value)] ?? cases[rules.select(n - offset)] ?? cases.other;
      if (chosen !== undefined) text += formatMessage(chosen, values, numbers.format(n - offset));
    }
  }
  return text;
}
