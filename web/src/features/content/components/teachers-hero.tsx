import { ArrowRight, GraduationCap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n/teachers';

/** The Teachers' Hub hero: who the page is for and the two things most teachers come for. */
export function TeachersHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-14 pb-16 text-white">
      <div className="mx-auto max-w-7xl">
        <p className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-400 uppercase">
          <GraduationCap className="size-5" aria-hidden="true" />
          {t('eyebrow')}
        </p>
        <h1 className="max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('intro')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.teacherCourses.href()}>
              {t('exploreCourses')}
              <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="onDarkClear" size="lg">
            <Link to={paths.materials.href()}>{t('browseResources')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
