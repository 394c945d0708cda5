import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Message } from '@/lib/i18n/message';
import { Link, useLocation } from '@/lib/router';
import { SchoolsConsultationBand } from '../components/schools-consultation-band';
import { SchoolsNotFound } from '../components/schools-not-found';
import { findCaseStudy } from '../data/case-study-content';
import { findSchoolService, SCHOOL_SERVICES, type SchoolService } from '../data/schools-services';
import { t } from '../i18n';
import type { ConsultationControl } from '../lib/consultation-slot';
import { caseStudyHref, schoolServiceHref } from '../lib/schools-paths';

const LINK = 'inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline';

function Included({ service }: { service: SchoolService }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('whatsIncluded')}
      </h2>
      <ul className="mt-4 flex flex-col gap-3 text-slate-700">
        {service.includes.map((item) => (
          <li key={item} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks({ service }: { service: SchoolService }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('howItWorks')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2">
        {service.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The success story behind the service and the other four services. */
function Related({ service }: { service: SchoolService }) {
  const headingId = useId();
  const study = findCaseStudy(service.caseStudy);
  const others = SCHOOL_SERVICES.filter((other) => other.slug !== service.slug);
  return (
    <aside aria-labelledby={headingId} className="flex flex-col gap-6">
      {study && (
        <div className="rounded-xl bg-brand-50 p-6">
          <p className="text-sm font-semibold text-brand-800">{t('successStory')}</p>
          <p className="mt-1 font-semibold text-slate-900">{study.school}</p>
          <p className="mt-1 text-slate-700">{study.headline}</p>
          <Link to={caseStudyHref(study.slug)} className={`${LINK} mt-3`}>
            <Message
              t={t}
              id="readCaseStudy"
              values={{ school: study.school }}
              components={{ 0: <span className="sr-only" /> }}
            />
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {t('otherSchoolServices')}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={schoolServiceHref(other.slug)} className={LINK}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/**
 * The five school service pages (A§2 route table, RT-44; the spec shows no screen, AMB-38): one
 * screen for `SCHOOL_SERVICE_PATHS`, which reads the service from the address. The app hands in
 * the consultation dialog.
 */
export function SchoolServicePage({ consultation }: { consultation: ConsultationControl }) {
  const { pathname } = useLocation();
  const service = findSchoolService(pathname.split('/').find(Boolean) ?? '');
  if (!service) {
    return <SchoolsNotFound title={t('serviceNotFoundTitle')} message={t('serviceNotFoundMessage')} />;
  }
  return <ServiceView key={service.slug} service={service} consultation={consultation} />;
}

function ServiceView({
  service,
  consultation: Consultation,
}: {
  service: SchoolService;
  consultation: ConsultationControl;
}) {
  useDocumentTitle(t('pageTitle', { title: service.title }));
  const Icon = service.icon;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <div>
        <Breadcrumb
          items={[
            { label: t('home'), href: paths.home.href() },
            { label: t('forSchools'), href: paths.forSchools.href() },
            { label: service.title },
          ]}
        />
        <header className="mt-6 flex max-w-3xl flex-col gap-4">
          <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{service.title}</h1>
          <p className="text-lg text-slate-700">{service.summary}</p>
          <p className="text-slate-600">{service.audience}</p>
          <Consultation topic={service.title} triggerClassName="self-start" />
        </header>
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-8 lg:col-span-2">
          <Included service={service} />
          <HowItWorks service={service} />
        </div>
        <Related service={service} />
      </div>
      <SchoolsConsultationBand consultation={Consultation} topic={service.title} />
    </div>
  );
}
