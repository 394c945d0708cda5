/** The language this build of the shop speaks (web/build/locale-catalogs.ts): one build per language. */
declare const __GATE_LOCALE__: import('@the-gate/contract/locales').Locale;
