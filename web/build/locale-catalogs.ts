import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
// Relative: Vite bundles the config's own files, while a workspace package would be left to Node, which cannot load TypeScript.
import { isLocale, type Locale } from '../../contract/src/locales';

/**
 * A catalogue of texts: `<folder>/locales/<language>.json`, beside the code that shows them, or
 * `<folder>/locales/<module>.<language>.json` for a module that loads apart from the rest of its
 * folder (the error state, on every page), so it does not bring the folder's other texts along.
 */
const CATALOGUE = /[\\/]locales[\\/](?:[\w-]+\.)?(en|ar)\.json$/;

/** The Arabic type's file in the build (src/styles/arabic-type.css). */
const ARABIC_FONT = /cairo-arabic-wght-normal-[\w-]+\.woff2$/;

/** The English catalogue, as code imports it (its keys type the translate function). */
const ENGLISH_IMPORT = /(^|\/)locales\/(?:[\w-]+\.)?en\.json$/;

/** Vite's `--mode`: `ar` builds the Arabic shop; any other (production, development, test) English. */
export function localeOfMode(mode: string): Locale {
  return isLocale(mode) ? mode : 'en';
}

/** The formats the page's interpolation knows (web/src/lib/i18n/format-message.ts). */
const KNOWN_FORMATS = new Set(['plural', 'selectordinal', 'select']);

/** The first format of `message` the page could not write (`{price, number}`), if any. */
function unknownFormat(message: CompiledMessage): string | null {
  if (typeof message === 'string') return null;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [, type, cases] = token;
    if (type === undefined) continue;
    if (!KNOWN_FORMATS.has(type)) return type;
    for (const [key, option] of Object.entries(cases ?? {})) {
      const found = key === 'offset' ? null : unknownFormat(option as CompiledMessage);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Every message of a catalogue compiled to Lingui's form (issue 26 §2): ICU MessageFormat parsed
 * at build time, so the page carries no parser, only a small interpolation of its own
 * (format-message.ts). A message that does not parse, or uses a format the page cannot write
 * (number, date: prices and dates are formatted by code, lib/format.ts), fails the build, naming
 * its file and key.
 */
export function compileCatalogue(source: string, file: string): Record<string, CompiledMessage> {
  const catalogue: unknown = JSON.parse(source);
  if (!catalogue || typeof catalogue !== 'object' || Array.isArray(catalogue)) {
    throw new Error(`${file}: a catalogue is one object of "key": "message".`);
  }
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a text.`);
      let compiled: CompiledMessage;
      try {
        compiled = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
      }
      const format = unknownFormat(compiled);
      if (format) throw new Error(`${file}: "${key}" uses {…, ${format}}, which the page cannot write.`);
      return [key, compiled];
    }),
  );
}

/**
 * One build per language (issue 26 §2, decision 026): code imports its folder's English catalogue
 * (`import en from './locales/en.json'`, which types its keys), and this plugin hands the build the
 * catalogue of the language being built instead, compiled. Each language's bundle so carries its
 * own texts only, each screen's in its own chunk, with nothing loaded at run time. It also gives
 * the code the build's language as the constant `__GATE_LOCALE__`.
 */
export function localeCataloguesPlugin(locale: Locale): Plugin {
  // The web app's own catalogues only: the contract's map of server messages (contract/src/locales/)
  // is plain JSON that its own code reads.
  let appSource = '';
  const isAppFile = (file: string) => path.resolve(file).startsWith(appSource);
  return {
    name: 'the-gate:locale-catalogues',
    enforce: 'pre',
    config: () => ({ define: { __GATE_LOCALE__: JSON.stringify(locale) } }),
    configResolved(config) {
      appSource = path.join(config.root, 'src') + path.sep;
    },
    async resolveId(source, importer, options) {
      if (locale === 'en' || !importer || !isAppFile(importer) || !ENGLISH_IMPORT.test(source)) return null;
      return this.resolve(source.replace(/en\.json$/, `${locale}.json`), importer, { ...options, skipSelf: true });
    },
    // The page's language and direction are the HTML's own, before any script (issue 26 §1, §3);
    // Arabic pages preload their type, so it is there by the first paint (issue 26 §4).
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (locale === 'en') return html;
        const font = Object.values(bundle ?? {}).find((output) => ARABIC_FONT.test(output.fileName));
        const marked = html.replace(/<html lang="en">/, `<html lang="${locale}" dir="rtl">`);
        if (!font) return marked;
        return {
          html: marked,
          tags: [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
                href: `/${locale}/${font.fileName}`,
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
    load(id) {
      const file = id.replace(/\?.*$/, '');
      if (!CATALOGUE.test(file) || !isAppFile(file)) return null;
      this.addWatchFile(file);
      // Still JSON: Vite's JSON step turns it into a module after this.
      return JSON.stringify(compileCatalogue(readFileSync(file, 'utf8'), path.relative(process.cwd(), file)));
    },
  };
}
