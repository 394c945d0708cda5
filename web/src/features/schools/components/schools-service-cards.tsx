import { ArrowRight, Check } from 'lucide-react';
import { useId } from 'react';
import { Message } from '@/lib/i18n/message';
import { Link } from '@/lib/router';
import { SCHOOL_SERVICES } from '../data/schools-services';
import { t } from '../i18n';
import { schoolServiceHref } from '../lib/schools-paths';

/** For Schools' five service sections (SCH-01), each linking to its own page (SCH-03). */
export function SchoolServiceCards() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          {t('ourServices')}
        </h2>
        <p className="mt-2 text-slate-600">{t('ourServicesIntro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SCHOOL_SERVICES.map(({ slug, icon: Icon, sectionTitle, summary, highlights }) => (
          <li key={slug} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{sectionTitle}</h3>
            <p className="text-slate-600">{summary}</p>
            <ul className="flex flex-1 flex-col gap-1.5 text-sm text-slate-700">
              {highlights.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <Link
              to={schoolServiceHref(slug)}
              className="inline-flex items-center gap-1 self-start rounded font-medium text-brand-700 hover:underline"
            >
              <Message
                t={t}
                id="learnMore"
                values={{ service: sectionTitle }}
                components={{ 0: <span className="sr-only" /> }}
              />
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
