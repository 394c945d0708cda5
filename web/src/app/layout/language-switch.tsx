import { LOCALE_NAMES, LOCALE_TAGS, type Locale, localisedPath } from '@the-gate/contract/locales';
import { Languages } from 'lucide-react';
import { LOCALE } from '@/lib/i18n';
import { rememberLanguage } from '@/lib/i18n/remember-language';
import { useLocation } from '@/lib/router';

/** The other language of the shop: Arabic from English pages, English from Arabic ones. */
const OTHER: Locale = LOCALE === 'ar' ? 'en' : 'ar';

/** Where the switch is: the bar (from `md`), the phone menu, or the footer's legal links. */
const PLACES = {
  bar: 'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700',
  menu: 'flex items-center gap-1.5 rounded-md px-3 py-3 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700',
  footer: 'inline-flex items-center gap-1.5 hover:underline',
} as const;

/**
 * The same page in the other language (issue 26 §1): "العربية" on English pages, "English" on
 * Arabic ones, each named in its own language. A full page load (the other language is its own
 * build, with its own direction and type), which also remembers the choice.
 */
export function LanguageSwitch({ place }: { place: keyof typeof PLACES }) {
  const { pathname, search, hash } = useLocation();
  return (
    <a
      href={`${localisedPath(pathname, OTHER)}${search}${hash}`}
      hrefLang={LOCALE_TAGS[OTHER]}
      lang={LOCALE_TAGS[OTHER]}
      onClick={() => rememberLanguage(OTHER)}
      className={PLACES[place]}
    >
      <Languages className="size-4" aria-hidden="true" />
      {LOCALE_NAMES[OTHER]}
    </a>
  );
}
