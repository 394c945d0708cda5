import { Quote } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link, useParams } from '@/lib/router';
import { CaseStudyCards } from '../components/case-study-cards';
import { SchoolsConsultationBand } from '../components/schools-consultation-band';
import { SchoolsNotFound } from '../components/schools-not-found';
import { type CaseStudy, findCaseStudy } from '../data/case-study-content';
import { findSchoolService } from '../data/schools-services';
import type { ConsultationControl } from '../lib/consultation-slot';
import { schoolServiceHref } from '../lib/schools-paths';

function Facts({ study }: { study: CaseStudy }) {
  const services = study.services.flatMap((slug) => findSchoolService(slug) ?? []);
  const fact = 'flex flex-col gap-0.5';
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 text-sm shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <div className={fact}>
        <dt className="text-slate-500">School</dt>
        <dd className="font-medium text-slate-900">{study.profile}</dd>
      </div>
      <div className={fact}>
        <dt className="text-slate-500">Location</dt>
        <dd className="font-medium text-slate-900">{study.location}</dd>
      </div>
      <div className={fact}>
        <dt className="text-slate-500">Year groups and period</dt>
        <dd className="font-medium text-slate-900">
          {study.yearGroups}, {study.period}
        </dd>
      </div>
      <div className={fact}>
        <dt className="text-slate-500">Services</dt>
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
  useDocumentTitle(`${study.school} Case Study | The Gate`);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <div>
        <Breadcrumb
          items={[
            { label: 'Home', href: paths.home.href() },
            { label: 'For Schools', href: paths.forSchools.href() },
            { label: study.school },
          ]}
        />
        <header className="mt-6 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Case study</p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{study.school}</h1>
          <p className="mt-3 text-xl text-slate-700">{study.headline}</p>
        </header>
      </div>
      <Facts study={study} />
      <div className="flex max-w-3xl flex-col gap-10">
        <Section title="The Challenge">
          {study.challenge.map((paragraph) => (
            <p key={paragraph} className="text-slate-700">
              {paragraph}
            </p>
          ))}
        </Section>
        <Section title="What We Did">
          <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-700 marker:text-brand-600">
            {study.actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </Section>
      </div>
      <Section title="The Results">
        <ul className="grid gap-4 sm:grid-cols-3">
          {study.results.map((result) => (
            <li key={result.label} className="rounded-xl bg-brand-50 p-6">
              <p className="text-3xl font-bold text-brand-800">{result.figure}</p>
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
          <span className="font-semibold text-slate-900">{study.quote.name}</span>, {study.quote.role}, {study.school}
        </figcaption>
      </figure>
      <SchoolsConsultationBand
        consultation={consultation}
        title="Want results like these at your school?"
        text="Every programme starts with a conversation about your students, your teachers and your goals."
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
    return (
      <SchoolsNotFound title="Case Study Not Found" message="We couldn’t find the case study you’re looking for." />
    );
  }
  return <CaseStudyView key={study.slug} study={study} consultation={consultation} />;
}
