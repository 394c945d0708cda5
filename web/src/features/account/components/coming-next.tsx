import { Award, BookOpen, ChartLine, GraduationCap, Library, type LucideIcon, Sparkles, Target } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';

/** The four upcoming features (PH-02); their content is ours, A§2 only counts them. */
const UPCOMING_FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: t('progressTrackingTitle'),
    description: t('progressTrackingDescription'),
    icon: ChartLine,
  },
  {
    title: t('learningGoalsTitle'),
    description: t('learningGoalsDescription'),
    icon: Target,
  },
  {
    title: t('certificatesTitle'),
    description: t('certificatesDescription'),
    icon: Award,
  },
  {
    title: t('recommendationsTitle'),
    description: t('recommendationsDescription'),
    icon: Sparkles,
  },
];

/** How far the dashboard is along (A§9, PH-03, K-15). */
export const DEVELOPMENT_PROGRESS = 75;

const EXPLORE_LINKS = [
  { label: t('browseDigitalBooks'), to: paths.digitalBooks.href(), icon: BookOpen },
  { label: t('visitTeachersHub'), to: paths.forTeachers.href(), icon: GraduationCap },
  { label: t('exploreMaterials'), to: paths.materials.href(), icon: Library },
] as const;

/**
 * What was the "Dashboard Coming Soon" placeholder (A§2, PH-02..PH-04): the four upcoming
 * features, the Development Progress bar at 75% and the links to explore, now a section lower on
 * the working dashboard.
 */
export function ComingNext() {
  const headingId = useId();
  const progressLabelId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <header className="max-w-2xl">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('comingNextTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('comingNextIntro')}</p>
      </header>

      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {UPCOMING_FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="size-7 text-brand-600" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{description}</p>
          </li>
        ))}
      </ul>

      <div className="mt-8 max-w-xl">
        <div className="flex items-center justify-between text-sm font-medium text-slate-700">
          <span id={progressLabelId}>{t('developmentProgress')}</span>
          <span>{t('percent', { value: DEVELOPMENT_PROGRESS })}</span>
        </div>
        <ProgressBar
          value={DEVELOPMENT_PROGRESS}
          labelledBy={progressLabelId}
          valueText={t('percent', { value: DEVELOPMENT_PROGRESS })}
          height="h-3"
          className="mt-2"
          barClassName="bg-brand-600"
        />
      </div>

      <nav aria-label={t('exploreWhileYouWait')} className="mt-8 flex flex-wrap gap-3">
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
