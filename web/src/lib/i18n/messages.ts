import { type CompiledMessage, formatMessage, type MessageValues } from './format-message';

export type { MessageValues } from './format-message';

/** The texts of one catalogue, by key: `t('addToCart')`, `t('itemsInCart', { count })`. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * The translate function of one folder's catalogue (issue 26 §2). The folder imports its English
 * catalogue, `import en from './locales/en.json'`, whose keys type `t`; the build hands it the
 * catalogue of the language being built instead, compiled (web/build/locale-catalogs.ts). Each
 * folder's keys are its own, so keys of two folders never collide.
 */
export function messages<Catalogue extends Record<string, string>>(
  catalogue: Catalogue,
): Translate<keyof Catalogue & string> {
  // Compiled at build time: the build's catalogue is the compiled form, whatever its type says.
  const compiled = catalogue as unknown as Record<string, CompiledMessage | undefined>;
  return (key, values) => formatMessage(compiled[key] ?? key, values);
}
