import { Award, BookOpen, ChartLine, GraduationCap, Library, type LucideIcon, Sparkles, Target } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The four upcoming features (PH-02); their content is ours, A§2 only counts them. */
const UPCOMING_FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Progress tracking',
    description: 'See how far you have come in each year level, strand and skill.',
    icon: ChartLine,
  },
  {
    title: 'Learning goals',
    description: 'Set weekly targets and get reminders that keep practice on track.',
    icon: Target,
  },
  {
    title: 'Certificates',
    description: 'Earn certificates for finished courses and completed practice packages.',
    icon: Award,
  },
  {
    title: 'Personalised recommendations',
    description: 'Materials and courses picked for the areas you want to improve.',
    icon: Sparkles,
  },
];

/** How far the dashboard is along (A§9, PH-03). */
const DEVELOPMENT_PROGRESS = 75;

const EXPLORE_LINKS = [
  { label: 'Browse Digital Books', to: paths.digitalBooks.href(), icon: BookOpen },
  { label: "Visit the Teachers' Hub", to: paths.forTeachers.href(), icon: GraduationCap },
  { label: 'Explore Materials', to: paths.materials.href(), icon: Library },
] as const;

/** `/dashboard`: a coming-soon placeholder (A§1, A§2, PH-01..PH-04); it needs no sign-in (PH-09). */
export function DashboardPage() {
  const progressLabelId = useId();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Dashboard Coming Soon</h1>
        <p className="mt-3 text-slate-600">
          We are building a personal dashboard to follow your learning in one place. Here is what is on the way.
        </p>
      </header>

      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {UPCOMING_FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon className="size-8 text-brand-600" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{description}</p>
          </li>
        ))}
      </ul>

      <div className="mx-auto mt-10 max-w-xl">
        <div className="flex items-center justify-between text-sm font-medium text-slate-700">
          <span id={progressLabelId}>Development Progress</span>
          <span>{DEVELOPMENT_PROGRESS}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={progressLabelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={DEVELOPMENT_PROGRESS}
          aria-valuetext={`${DEVELOPMENT_PROGRESS}%`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${DEVELOPMENT_PROGRESS}%` }} />
        </div>
      </div>

      <nav aria-label="Explore while you wait" className="mt-10 flex flex-wrap justify-center gap-3">
        {EXPLORE_LINKS.map(({ label, to, icon: Icon }) => (
          <Button key={to} asChild variant="outline">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </nav>
    </section>
  );
}
