import { type I18n, setupI18n } from '@lingui/core';
import { FORMAT_LOCALE, LOCALE } from './locale';

/** A message's values: `{name}` and `{count, plural, …}` placeholders, by name. */
export type MessageValues = Record<string, unknown>;

/** The texts of one catalogue, by key: `t('addToCart')`, `t('itemsInCart', { count })`. */
export type Translate<Key extends string> = ((key: Key, values?: MessageValues) => string) & {
  /** Lingui's instance behind it, for `<Message>` (rich text). */
  readonly i18n: I18n;
};

/**
 * The translate function of one folder's catalogue (issue 26 §2). The folder imports its English
 * catalogue, `import en from './locales/en.json'`, whose keys type `t`; the build hands it the
 * catalogue of the language being built instead, compiled (web/build/locale-catalogs.ts). Each
 * catalogue has its own Lingui instance, so keys of two folders never collide.
 */
export function messages<Catalogue extends Record<string, string>>(
  catalogue: Catalogue,
): Translate<keyof Catalogue & string> {
  const i18n = setupI18n({
    locale: LOCALE,
    locales: [FORMAT_LOCALE],
    // Compiled at build time: the build's catalogue is Lingui's compiled form, whatever its type says.
    messages: { [LOCALE]: catalogue as never },
  });
  const translate = (key: string, values?: MessageValues) => i18n._(key, values);
  return Object.assign(translate, { i18n });
}
