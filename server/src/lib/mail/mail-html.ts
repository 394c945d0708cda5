import { directionOf, type Locale } from '@the-gate/contract/locales';

/** The attributes that make a mail read in its language: Arabic right to left (issue 26 §6). */
export function mailLanguageAttributes(locale: Locale): string {
  return `lang="${locale}" dir="${directionOf(locale)}"`;
}

/** The one mail layout: paragraphs of already-escaped HTML, in `locale` (English unless told). */
export function mailPage(paragraphs: string[], locale: Locale = 'en'): string {
  const language = mailLanguageAttributes(locale);
  return `<!doctype html><html ${language}><body ${language} style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}
