import { School } from 'lucide-react';
import { Breadcrumb } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CaseStudyCards } from '../components/case-study-cards';
import { SchoolsConsultationBand } from '../components/schools-consultation-band';
import { SchoolServiceCards } from '../components/schools-service-cards';
import { t } from '../i18n';
import type { ConsultationControl } from '../lib/consultation-slot';

export const SCHOOLS_SLOGAN = t('slogan');

/**
 * `/for-schools` (B§2 "School services", SCH-01..SCH-03): the slogan, the five services, three
 * success stories and 'Request a Consultation', which opens the consultation form (the spec shows
 * no action for it; ours is stored and sent to the owner). The app hands in that form's dialog.
 */
export function ForSchoolsPage({ consultation: Consultation }: { consultation: ConsultationControl }) {
  useDocumentTitle(t('forSchoolsTitle'));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-8">
      <div className="flex flex-col gap-4">
        <Breadcrumb items={[{ label: t('home'), href: paths.home.href() }, { label: t('forSchools') }]} />
        <section className="rounded-2xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-12 text-white sm:px-10 sm:py-16">
          <p className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-400 uppercase">
            <School className="size-5" aria-hidden="true" />
            {t('schoolServicesEyebrow')}
          </p>
          <h1 className="max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl">{SCHOOLS_SLOGAN}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('heroText')}</p>
          <Consultation triggerClassName="mt-8" />
        </section>
      </div>
      <SchoolServiceCards />
      <CaseStudyCards />
      <SchoolsConsultationBand consultation={Consultation} />
    </div>
  );
}
