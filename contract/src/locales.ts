/**
 * The shop's languages (issue 26): English at the site's root, Arabic under `/ar`. English is the
 * default and its addresses never move or redirect; every storefront and account page has an
 * Arabic twin at the same path behind `/ar`. Pure data and string work: the web app, the server
 * and the e-mails read the language from here the same way.
 */
export const LOCALES = ['en', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The address prefix of each language: none for the default. */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', ar: '/ar' };

/** What the language switch and the `hreflang` links say, each in its own language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'العربية' };

/** The value of `<html lang>` and `hreflang`. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en', ar: 'ar' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Arabic reads right to left. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

const AR_PATH = /^\/ar(?=\/|$)/i;

/** The language of an address: Arabic for `/ar` and anything under it, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return AR_PATH.test(pathname) ? 'ar' : 'en';
}

/** The page's path without its language: `/ar/materials` → `/materials`, `/ar` → `/`. */
export function stripLocale(pathname: string): string {
  return pathname.replace(AR_PATH, '') || '/';
}

/** A path of the route table in a language: `/materials` → `/ar/materials`, `/` → `/ar`. */
export function localisedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The language an `Accept-Language` header asks for first among ours: `ar-EG,ar;q=0.9,en;q=0.8`
 * → `ar`. Weights are honoured; a header without a language of ours gives the default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((each) => each.weight > 0 && Number.isFinite(each.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((each) => each.language).find(isLocale) ?? DEFAULT_LOCALE;
}
