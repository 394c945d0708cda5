import { ArrowRight, BookOpenCheck, Mail, Target, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/lib/router';
import { AboutValues } from '../components/about-values';
import { t } from '../i18n/about';

const OFFER = [t('offerMaterials'), t('offerPackages'), t('offerBooks'), t('offerCourses')] as const;

function AboutHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-14 pb-16 text-white">
      <div className="mx-auto max-w-7xl">
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('eyebrow')}</p>
        <h1 className="max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('intro')}</p>
      </div>
    </section>
  );
}

function AboutMission() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-4">
        <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
          <Target className="size-7 shrink-0 text-brand-600" aria-hidden="true" />
          {t('missionTitle')}
        </h2>
        <p className="text-slate-700">{t('missionStudents')}</p>
        <p className="text-slate-700">{t('missionTeachers')}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <BookOpenCheck className="size-5 text-brand-600" aria-hidden="true" />
          {t('offerTitle')}
        </h3>
        <ul className="mt-4 flex list-disc flex-col gap-2 ps-5 text-slate-700 marker:text-brand-600">
          {OFFER.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">{t('offerPayment')}</p>
      </div>
    </section>
  );
}

function JoinOurCommunity() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('joinTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('joinText')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={paths.signup.href()}>
            <UserPlus aria-hidden="true" />
            {t('signUp')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.contact.href()}>
            <Mail aria-hidden="true" />
            {t('contactUs')}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** `/about` (B§2, ABT-01..ABT-03): hero, mission, core values and Join Our Community. */
export function AboutPage() {
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <AboutHero />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12 sm:py-16">
        <AboutMission />
        <AboutValues />
        <JoinOurCommunity />
      </div>
    </>
  );
}
