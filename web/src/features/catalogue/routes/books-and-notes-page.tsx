import { BookOpen, ClipboardList, GraduationCap, NotebookPen } from 'lucide-react';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useMaterialTypes } from '../api/get-material-types';
import en from './locales/books-and-notes-page.en.json';

/** Books & Notes's own texts, loaded with it alone (issue 26 §7); the catalogue's shared ones are ../i18n. */
const t = messages(en);

/** The four tiles of B§2, each tied to the resource type of the same kind. */
const TILES = [
  { label: t('tileTextbooks'), typeName: 'Textbook', icon: BookOpen },
  { label: t('tileStudyNotes'), typeName: 'Study Notes', icon: NotebookPen },
  { label: t('tileTeacherResources'), typeName: 'Teacher Resource', icon: GraduationCap },
  { label: t('tileTestSeries'), typeName: 'Test Series', icon: ClipboardList },
] as const;

const YEARS = ['year-5', 'year-6', 'year-7', 'year-8'] as const;

/**
 * `/books-and-notes` (B§2, BN-01..BN-03). The tiles' targets are not shown: each opens its resource
 * type's page, or the whole catalogue until the types have loaded (or if one is missing).
 */
export function BooksAndNotesPage() {
  const types = useMaterialTypes();
  const typeId = (name: string) => types.data?.find((type) => type.name === name)?.id;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={fromHome({ label: t('booksAndNotes') })} />
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t('booksAndNotes')}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">{t('booksAndNotesIntro')}</p>

      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map(({ label, typeName, icon: Icon }) => {
          const id = typeId(typeName);
          return (
            <li key={label}>
              <Link
                to={id ? paths.materialsType.href(id) : paths.materials.href()}
                className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <Icon className="size-8 text-brand-600" aria-hidden="true" />
                <span className="text-lg font-semibold">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>

      <div className="mt-12 grid gap-8 md:grid-cols-2">
        <YearLinks title={t('materialsByYear')} link="yearMaterialsLink" href={paths.materialsYear.href} />
        <YearLinks title={t('packagesByYear')} link="yearPackagesLink" href={paths.packagesYear.href} />
      </div>
    </div>
  );
}

function YearLinks({
  title,
  link,
  href,
}: {
  title: string;
  link: 'yearMaterialsLink' | 'yearPackagesLink';
  href: (year: string) => string;
}) {
  return (
    <section aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {YEARS.map((year) => (
          <li key={year}>
            <Link
              to={href(year)}
              className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-400"
            >
              {t(link, { n: year.slice(-1) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
