import { levelSlug, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { ArrowRight, BookMarked, BookOpen, ClipboardCheck, FileText, Layers, Newspaper, Package } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type IconLink, IconLinkCard } from '@/components/icon-link-card';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { yearLabel } from '../i18n/common';
import { t } from '../i18n/students';

type Resource = IconLink;

const LEARNING_RESOURCES: readonly Resource[] = [
  {
    title: t('digitalBooks'),
    text: t('digitalBooksText'),
    to: paths.digitalBooks.href(),
    icon: BookOpen,
  },
  {
    title: t('practiceMaterials'),
    text: t('practiceMaterialsText'),
    to: paths.materials.href(),
    icon: FileText,
  },
  {
    title: t('booksAndNotes'),
    text: t('booksAndNotesText'),
    to: paths.booksAndNotes.href(),
    icon: BookMarked,
  },
];

const SERVICES: readonly Resource[] = [
  {
    title: t('exams'),
    text: t('examsText'),
    to: paths.exams.href(),
    icon: ClipboardCheck,
  },
  {
    title: t('packages'),
    text: t('packagesText'),
    to: paths.packages.href(),
    icon: Package,
  },
  {
    title: t('yearPage'),
    text: t('yearPageText'),
    to: paths.studentServices.href(),
    icon: Layers,
  },
  {
    title: t('blog'),
    text: t('blogText'),
    to: paths.blog.href(),
    icon: Newspaper,
  },
];

function ResourceSection({
  title,
  intro,
  items,
  children,
}: {
  title: string;
  intro: string;
  items: readonly Resource[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title}>
            <IconLinkCard {...item} />
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

/** Materials of one year, a card of four year links beside the other resources. */
function MaterialsByYear() {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-50">
          <Layers className="size-5 text-brand-600" aria-hidden="true" />
        </span>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('materialsByYear')}
        </h3>
        <ul className="grid grid-cols-2 gap-2">
          {YEAR_LEVELS.map((level) => (
            <li key={level}>
              <Link
                to={paths.materialsYear.href(levelSlug(level))}
                className="flex h-10 items-center justify-center rounded-lg border border-slate-200 text-sm font-semibold text-brand-700 transition hover:border-brand-500 hover:bg-brand-50"
              >
                {yearLabel(level)}
              </Link>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/** The landing's hero (B§2, STU-01): "Resources for Students", with the way to books and to exams. */
export function StudentResourcesHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-10 pb-14 text-white sm:pt-14 sm:pb-16">
      <div className="mx-auto max-w-7xl">
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('eyebrow')}</p>
        <h1 className="font-serif text-3xl leading-tight font-bold sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('intro')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.digitalBooks.href()}>
              <BookOpen aria-hidden="true" /> {t('exploreBooks')}
            </Link>
          </Button>
          <Button asChild variant="onDark" size="lg">
            <Link to={paths.exams.href()}>
              {t('takeExams')} <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The landing's two sections (B§2, STU-02), each a set of cards leading to real pages. */
export function StudentResourceSections() {
  return (
    <>
      <ResourceSection title={t('learningTitle')} intro={t('learningIntro')} items={LEARNING_RESOURCES}>
        <MaterialsByYear />
      </ResourceSection>
      <ResourceSection title={t('servicesTitle')} intro={t('servicesIntro')} items={SERVICES} />
    </>
  );
}
