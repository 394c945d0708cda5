import { ArrowRight, MapPin, Quote } from 'lucide-react';
import { useId } from 'react';
import { Message } from '@/lib/i18n/message';
import { Link } from '@/lib/router';
import { CASE_STUDIES, type CaseStudy } from '../data/case-study-content';
import { t } from '../i18n';
import { caseStudyHref } from '../lib/schools-paths';

function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{study.school}</h3>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {study.location}
      </p>
      <p className="font-medium text-brand-800">{study.headline}</p>
      <blockquote className="flex flex-1 gap-2 text-sm text-slate-600 italic">
        <Quote className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <p>{study.quote.text}</p>
      </blockquote>
      <Link
        to={caseStudyHref(study.slug)}
        className="inline-flex items-center gap-1 self-start rounded font-medium text-brand-700 hover:underline"
      >
        <Message
          t={t}
          id="readCaseStudy"
          values={{ school: study.school }}
          components={{ 0: <span className="sr-only" /> }}
        />
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
    </article>
  );
}

/** 'Success Stories': the three case studies (SCH-01), each linking to its page (SCH-03). */
export function CaseStudyCards({ exclude }: { exclude?: string } = {}) {
  const headingId = useId();
  const studies = CASE_STUDIES.filter((study) => study.slug !== exclude);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          {exclude ? t('moreSuccessStories') : t('successStories')}
        </h2>
        <p className="mt-2 text-slate-600">{t('successStoriesIntro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {studies.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </section>
  );
}
