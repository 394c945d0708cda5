import { localisedPath } from '@the-gate/contract/locales';
import { Languages } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatLongDate } from '@/lib/format';
import { LOCALE } from '@/lib/i18n';
import { Message } from '@/lib/i18n/message';
import { t } from '../i18n/document';

const LEGAL_LAST_UPDATED_ISO = '2025-04-14';

/** Both legal pages (B§9, TOS-02, PRV-06): "April 14, 2025", in Arabic "14 أبريل 2025". */
export const LEGAL_LAST_UPDATED = formatLongDate(LEGAL_LAST_UPDATED_ISO) ?? '';

/**
 * LEGAL REVIEW (issue 26 §2): the Arabic terms and privacy policy are translations awaiting the
 * owner's legal review, so the Arabic pages say the English text applies and link to it (a full
 * page load: English is the other build). Never shown on English pages.
 */
function TranslationNotice({ englishHref }: { englishHref: string }) {
  const headingId = useId();
  if (LOCALE === 'en') return null;
  return (
    <aside
      aria-labelledby={headingId}
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <Languages className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h2 id={headingId} className="font-semibold">
          {t('translationNoticeTitle')}
        </h2>
        <p className="mt-1">
          <Message
            t={t}
            id="translationNotice"
            components={{
              0: (
                <a
                  href={localisedPath(englishHref, 'en')}
                  hrefLang="en"
                  className="font-medium underline underline-offset-2"
                >
                  English
                </a>
              ),
            }}
          />
        </p>
      </div>
    </aside>
  );
}

/**
 * The page title, the date and the opening paragraph of a legal page; `englishHref` is the page's
 * English address, which the Arabic page's translation notice links to.
 */
export function LegalHeader({
  title,
  englishHref,
  children,
}: {
  title: string;
  englishHref: string;
  children: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3 border-b border-slate-200 pb-6">
      <TranslationNotice englishHref={englishHref} />
      <h1 className="font-serif text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="text-sm text-slate-600">
        <Message
          t={t}
          id="lastUpdated"
          values={{ date: LEGAL_LAST_UPDATED }}
          components={{ 0: <time dateTime={LEGAL_LAST_UPDATED_ISO} /> }}
        />
      </p>
      <div className="max-w-3xl text-slate-700">{children}</div>
    </header>
  );
}

/** Running text of a legal section: paragraphs, bullet lists and links, readable without a prose plugin. */
export const legalProse =
  'flex flex-col gap-3 text-slate-700 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:ps-5';

/** `id` makes the section an anchor target; sections without one cannot be linked to. */
type SectionProps = { id?: string; title: string; number?: number; children: ReactNode };

/**
 * One section under an h2. `scroll-mt` keeps its heading clear of the fixed navigation bar when an
 * anchor scrolls to it; `tabIndex={-1}` lets a quick-navigation link move focus there.
 */
export function LegalSection({ id, title, number, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={id ? -1 : undefined}
      className="scroll-mt-24 rounded-md focus:outline-none"
    >
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
        {number === undefined ? title : `${number}. ${title}`}
      </h2>
      <div className={legalProse}>{children}</div>
    </section>
  );
}
