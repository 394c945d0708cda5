import { levelSlug, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import { ArrowRight, BookOpen, ClipboardCheck, FileText, GraduationCap, Package, School, Users } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';

/** What the shop sells, each leading to where it is bought. */
const OFFERS = [
  { label: 'Practice sheets', to: paths.materials.href(), icon: FileText },
  { label: 'Past papers & exams', to: paths.exams.href(), icon: ClipboardCheck },
  { label: 'Digital books', to: paths.digitalBooks.href(), icon: BookOpen },
  { label: 'Whole-year packages', to: paths.packages.href(), icon: Package },
  { label: 'Teacher courses', to: paths.teacherCourses.href(), icon: GraduationCap },
] as const;

/** Who it is for, each with their own way in. */
const AUDIENCES = [
  {
    label: 'Students, Years 5–8',
    note: 'Practice by year and skill',
    to: paths.studentServices.href(),
    icon: BookOpen,
  },
  { label: 'Parents', note: 'A whole year in one package', to: paths.packages.href(), icon: Users },
  { label: 'Teachers', note: 'Resources and courses', to: paths.forTeachers.href(), icon: GraduationCap },
  { label: 'Schools', note: 'Curriculum and assessment services', to: paths.forSchools.href(), icon: School },
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
          <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">
            Cambridge Checkpoint English · Years 5 to 8
          </p>
          <h1 id={titleId} className="font-serif text-3xl leading-tight font-bold sm:text-5xl">
            Practice sheets, past papers and books for Checkpoint English
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Practice sheets, past papers, digital books and year packages for students in Years 5 to 8 and their
            parents, plus resources and courses for teachers and schools in Egypt.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={paths.materials.href()}>
                Browse materials <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <Link to={paths.packages.href()}>
                <Package aria-hidden="true" /> Year packages
              </Link>
            </Button>
          </div>
          <nav aria-label="What we sell" className="mt-6">
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
          <h2 className="text-lg font-semibold">Who it's for</h2>
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
          <h3 className="mt-4 text-sm font-semibold text-slate-600">Jump to your year</h3>
          <ul className="mt-2 grid grid-cols-4 gap-2">
            {YEAR_LEVELS.map((level) => (
              <li key={level}>
                <Link
                  to={paths.yearLevel.href(levelSlug(level))}
                  className="flex h-10 items-center justify-center rounded-lg border border-slate-200 text-sm font-semibold text-brand-700 transition hover:border-brand-500 hover:bg-brand-50"
                >
                  {level}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
