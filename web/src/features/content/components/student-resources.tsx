import { levelSlug, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { ArrowRight, BookMarked, BookOpen, ClipboardCheck, FileText, Layers, Newspaper, Package } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type IconLink, IconLinkCard } from '@/components/icon-link-card';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';

type Resource = IconLink;

const LEARNING_RESOURCES: readonly Resource[] = [
  {
    title: 'Digital Books',
    text: 'Coursebooks, workbooks, handbooks and anthologies to read on any device.',
    to: paths.digitalBooks.href(),
    icon: BookOpen,
  },
  {
    title: 'Practice Materials',
    text: 'Practice sheets, presentations and practice exams, searchable by year, type and skill.',
    to: paths.materials.href(),
    icon: FileText,
  },
  {
    title: 'Books & Notes',
    text: 'Textbooks and study notes for each year of Checkpoint English.',
    to: paths.booksAndNotes.href(),
    icon: BookMarked,
  },
];

const SERVICES: readonly Resource[] = [
  {
    title: 'The Gate Exams',
    text: 'Practice exams in the Checkpoint format, for Years 5 to 8.',
    to: paths.exams.href(),
    icon: ClipboardCheck,
  },
  {
    title: 'Year Packages',
    text: 'Starter, Basic and Pro packages that cover a whole year.',
    to: paths.packages.href(),
    icon: Package,
  },
  {
    title: 'Your Year Page',
    text: 'Textbooks and notes, practice materials, exams and presentations for one year.',
    to: paths.studentServices.href(),
    icon: Layers,
  },
  {
    title: 'The Blog',
    text: 'Study tips and articles on reading and writing.',
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
          Materials by Year
        </h3>
        <ul className="grid grid-cols-2 gap-2">
          {YEAR_LEVELS.map((level) => (
            <li key={level}>
              <Link
                to={paths.materialsYear.href(levelSlug(level))}
                className="flex h-10 items-center justify-center rounded-lg border border-slate-200 text-sm font-semibold text-brand-700 transition hover:border-brand-500 hover:bg-brand-50"
              >
                {level}
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
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">
          Cambridge Checkpoint English · Years 5 to 8
        </p>
        <h1 className="font-serif text-3xl leading-tight font-bold sm:text-5xl">Resources for Students</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          Digital books, practice materials and exams to read, write and revise with, picked for your year.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.digitalBooks.href()}>
              <BookOpen aria-hidden="true" /> Explore Digital Books
            </Link>
          </Button>
          <Button asChild variant="onDark" size="lg">
            <Link to={paths.exams.href()}>
              Take The Gate Exams <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
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
      <ResourceSection
        title="Digital Learning Resources"
        intro="Books, notes and practice for every skill, to use at home or in class."
        items={LEARNING_RESOURCES}
      >
        <MaterialsByYear />
      </ResourceSection>
      <ResourceSection
        title="Educational Services"
        intro="Exams, packages and guidance to plan a whole year of English."
        items={SERVICES}
      />
    </>
  );
}
