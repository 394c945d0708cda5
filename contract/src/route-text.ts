import type { Locale } from './locales';
import type { RouteKey } from './routes';
import { ARABIC_ROUTE_TEXT } from './routes-ar';
import { ENGLISH_ROUTE_TEXT } from './routes-en';

/**
 * A page's tab title and meta description in one language. A page whose title comes from its data
 * (a material's name) shows this one while the data loads, and the server writes it into the HTML
 * when it does not look the item up. Without a description the site's own is used (issue 11 §4).
 */
export type RouteText = { title: string; description?: string };

/** Every page's texts, by language (issue 26 §1, §2). */
export const ROUTE_TEXT: Readonly<Record<Locale, Readonly<Record<RouteKey, RouteText>>>> = {
  en: ENGLISH_ROUTE_TEXT,
  ar: ARABIC_ROUTE_TEXT,
};

/** A page's title and description in `locale`. */
export function routeText(key: RouteKey, locale: Locale): RouteText {
  return ROUTE_TEXT[locale][key];
}
