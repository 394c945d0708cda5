import { levelSlug, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { ArrowRight, BookOpen, ClipboardCheck, FileText, GraduationCap, Package, School, Users } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { yearLabel } from '../i18n/common';
import { t } from '../i18n/home';

/** What the shop sells, each leading to where it is bought. */
const OFFERS = [
  { label: t('offerPractice'), to: paths.materials.href(), icon: FileText },
  { label: t('offerExams'), to: paths.exams.href(), icon: ClipboardCheck },
  { label: t('offerBooks'), to: paths.digitalBooks.href(), icon: BookOpen },
  { label: t('offerPackages'), to: paths.packages.href(), icon: Package },
  { label: t('offerCourses'), to: paths.teacherCourses.href(), icon: GraduationCap },
] as const;

/** Who it is for, each with their own way in. */
const AUDIENCES = [
  {
    label: t('audienceStudents'),
    note: t('audienceStudentsNote'),
    to: paths.studentServices.href(),
    icon: BookOpen,
  },
  { label: t('audienceParents'), note: t('audienceParentsNote'), to: paths.packages.href(), icon: Users },
  { label: t('audienceTeachers'), note: t('audienceTeachersNote'), to: paths.forTeachers.href(), icon: GraduationCap },
  { label: t('audienceSchools'), note: t('audienceSchoolsNote'), to: paths.forSchools.href(), icon: School },
] as const;

/**
 * The home page's first block (B§2, HOME-01): what is sold, for whom, and the ways in, on the
 * first screen of a phone too. Static content only, so it paints before any call answers.
 */
export function HomeHero() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-10 pb-14 text-white sm:pt-14 sm:pb-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('eyebrow')}</p>
          <h1 id={titleId} className="font-serif text-3xl leading-tight font-bold sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('intro')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={paths.materials.href()}>
                {t('browseMaterials')} <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <Link to={paths.packages.href()}>
                <Package aria-hidden="true" /> {t('yearPackages')}
              </Link>
            </Button>
          </div>
          <nav aria-label={t('whatWeSell')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {OFFERS.map(({ label, to, icon: Icon }) => (
                <li key={label}>
                  <Link
                    to={to}
                    className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/20 transition hover:bg-white/20"
                  >
                    <Icon className="size-4 text-accent-400" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6">
          <h2 className="text-lg font-semibold">{t('whoItsFor')}</h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {AUDIENCES.map(({ label, note, to, icon: Icon }) => (
              <li key={label}>
                <Link to={to} className="group flex items-center gap-3 rounded-lg py-3 hover:bg-slate-50">
                  <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="flex-1">
                    <span className="block font-semibold">{label}</span>
                    <span className="block text-sm text-slate-600">{note}</span>
                  </span>
                  <ArrowRight
                    className="size-4 text-slate-400 group-hover:text-brand-600 rtl:-scale-x-100"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-slate-600">{t('jumpToYear')}</h3>
          <ul className="mt-2 grid grid-cols-4 gap-2">
            {YEAR_LEVELS.map((level) => (
              <li key={level}>
                <Link
                  to={paths.yearLevel.href(levelSlug(level))}
                  className="flex h-10 items-center justify-center rounded-lg border border-slate-200 text-sm font-semibold text-brand-700 transition hover:border-brand-500 hover:bg-brand-50"
                >
                  {yearLabel(level)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
