import { Quote } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Message } from '@/lib/i18n/message';
import { Link, useParams } from '@/lib/router';
import { CaseStudyCards } from '../components/case-study-cards';
import { SchoolsConsultationBand } from '../components/schools-consultation-band';
import { SchoolsNotFound } from '../components/schools-not-found';
import { type CaseStudy, findCaseStudy } from '../data/case-study-content';
import { findSchoolService } from '../data/schools-services';
import { t } from '../i18n';
import type { ConsultationControl } from '../lib/consultation-slot';
import { schoolServiceHref } from '../lib/schools-paths';

function Facts({ study }: { study: CaseStudy }) {
  const services = study.services.flatMap((slug) => findSchoolService(slug) ?? []);
  const fact = 'flex flex-col gap-0.5';
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 text-sm shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <div className={fact}>
        <dt className="text-slate-500">{t('factSchool')}</dt>
        <dd className="font-medium text-slate-900">{study.profile}</dd>
      </div>
      <div className={fact}>
        <dt className="text-slate-500">{t('factLocation')}</dt>
        <dd className="font-medium text-slate-900">{study.location}</dd>
      </div>
      <div className={fact}>
        <dt className="text-slate-500">{t('factYearGroupsAndPeriod')}</dt>
        <dd className="font-medium text-slate-900">
          {t('yearGroupsAndPeriod', { yearGroups: study.yearGroups, period: study.period })}
        </dd>
      </div>
      <div className={fact}>
        <dt className="text-slate-500">{t('factServices')}</dt>
        {services.map((service) => (
          <dd key={service.slug}>
            <Link to={schoolServiceHref(service.slug)} className="font-medium text-brand-700 hover:underline">
              {service.title}
            </Link>
          </dd>
        ))}
      </div>
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CaseStudyView({ study, consultation }: { study: CaseStudy; consultation: ConsultationControl }) {
  useDocumentTitle(t('caseStudyTitle', { school: study.school }));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <div>
        <Breadcrumb
          items={[
            { label: t('home'), href: paths.home.href() },
            { label: t('forSchools'), href: paths.forSchools.href() },
            { label: study.school },
          ]}
        />
        <header className="mt-6 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('caseStudyEyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{study.school}</h1>
          <p className="mt-3 text-xl text-slate-700">{study.headline}</p>
        </header>
      </div>
      <Facts study={study} />
      <div className="flex max-w-3xl flex-col gap-10">
        <Section title={t('theChallenge')}>
          {study.challenge.map((paragraph) => (
            <p key={paragraph} className="text-slate-700">
              {paragraph}
            </p>
          ))}
        </Section>
        <Section title={t('whatWeDid')}>
          <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-700 marker:text-brand-600">
            {study.actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </Section>
      </div>
      <Section title={t('theResults')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {study.results.map((result) => (
            <li key={result.label} className="rounded-xl bg-brand-50 p-6">
              <p className="text-3xl font-bold text-brand-800">
                <bdi>{result.figure}</bdi>
              </p>
              <p className="mt-2 text-slate-700">{result.label}</p>
            </li>
          ))}
        </ul>
      </Section>
      <figure className="max-w-3xl rounded-xl border-s-4 border-accent-500 bg-white p-6 shadow-sm">
        <Quote className="size-6 text-accent-500" aria-hidden="true" />
        <blockquote className="mt-2 text-lg text-slate-800 italic">
          <p>{study.quote.text}</p>
        </blockquote>
        <figcaption className="mt-3 text-sm text-slate-600">
          <Message
            t={t}
            id="quoteCaption"
            values={{ name: study.quote.name, role: study.quote.role, school: study.school }}
            components={{ 0: <span className="font-semibold text-slate-900" /> }}
          />
        </figcaption>
      </figure>
      <SchoolsConsultationBand
        consultation={consultation}
        title={t('caseStudyBandTitle')}
        text={t('caseStudyBandText')}
      />
      <CaseStudyCards exclude={study.slug} />
    </div>
  );
}

/**
 * `/case-studies/:caseStudy` (RT-45; the spec shows no screen, AMB-38); an unknown one says so. The
 * app hands in the consultation dialog of the closing band.
 */
export function CaseStudyPage({ consultation }: { consultation: ConsultationControl }) {
  const { caseStudy } = useParams();
  const study = findCaseStudy(caseStudy);
  if (!study) {
    return <SchoolsNotFound title={t('caseStudyNotFoundTitle')} message={t('caseStudyNotFoundMessage')} />;
  }
  return <CaseStudyView key={study.slug} study={study} consultation={consultation} />;
}
