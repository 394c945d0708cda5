import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const YEARS = ['year-5', 'year-6', 'year-7', 'year-8'] as const;

/** The home page's hero and year shortcuts; the full set of home blocks (B§2) comes with its issue. */
export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-14 pb-20 text-white">
        <div className="mx-auto max-w-7xl">
          <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">
            Cambridge Checkpoint English First Language
          </p>
          <h1 className="max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl">
            Everything Years 5 to 8 need to read, write and succeed.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Levelled practice sheets, past papers, digital books and year packages for students, parents, teachers and
            schools in Egypt.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={paths.materials.href()}>
                Browse materials <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-14">
        <h2 className="mb-6 text-2xl font-semibold">Choose a year</h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {YEARS.map((year) => (
            <li key={year}>
              <Link
                to={paths.materialsYear.href(year)}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 font-semibold shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <BookOpen className="size-6 text-brand-600" aria-hidden="true" />
                Year {year.slice(-1)} materials
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
