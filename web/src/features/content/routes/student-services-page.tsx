import type { Tag } from '@the-gate/contract/catalogue';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { useEffect, useId } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/lib/router';
import { useYearLevels } from '../api/get-year-levels';
import { StudentYearCard, StudentYearCardSkeleton } from '../components/student-year-card';
import { t } from '../i18n/student-services';
import { isInStage, STAGES, type Stage } from '../lib/year-levels';

export const NO_YEAR_LEVELS = t('noYearLevels');
export const YEAR_LEVELS_FAILED = t('yearLevelsFailed');
/** One toast per failure, however often the page renders or remounts. */
const FAILED_TOAST_ID = 'year-levels-failed';

const STAGE_NOTES: Record<Stage, string> = {
  all: t('noteAll'),
  primary: t('notePrimary'),
  'lower-secondary': t('noteLowerSecondary'),
};

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

function YearGrid({
  levels,
  stage,
  failed,
  onRetry,
}: {
  levels: Tag[];
  stage: Stage;
  failed: boolean;
  onRetry: () => void;
}) {
  const shown = levels.filter((level) => isInStage(level.value, stage));
  if (shown.length === 0) {
    return (
      <EmptyState message={NO_YEAR_LEVELS}>
        {failed && (
          <Button variant="outline" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <ul className={GRID}>
      {shown.map((level) => (
        <li key={level.value}>
          <StudentYearCard level={level.value} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/student-services`, the 'For Students' page (B§2, STU-06..STU-12; AMB-22 reading: the navigation
 * bar's and the home card's target is this tabbed year picker, `/students` is the resources landing).
 * A failed load shows the destructive "Error" toast (B§8, STU-11) and the empty text with a retry.
 */
export function StudentServicesPage() {
  useDocumentTitle(t('documentTitle'));
  const levels = useYearLevels();
  const moreId = useId();
  const { isError, errorUpdatedAt } = levels;
  const loading = levels.isPending || (levels.isError && levels.isFetching);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new failure (its time) toasts again.
  useEffect(() => {
    if (isError) toast.error(t('error'), { id: FAILED_TOAST_ID, description: YEAR_LEVELS_FAILED, richColors: true });
  }, [isError, errorUpdatedAt]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900 sm:text-4xl">
          <GraduationCap className="size-9 shrink-0 text-brand-600" aria-hidden="true" />
          {t('title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('intro')}</p>
      </header>

      <Tabs defaultValue="all">
        <TabsList aria-label={t('yearLevelsLabel')} className="flex-wrap">
          {STAGES.map((stage) => (
            <TabsTrigger key={stage.value} value={stage.value}>
              {stage.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {STAGES.map((stage) => (
          <TabsContent key={stage.value} value={stage.value} margin="mt-6" className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">{STAGE_NOTES[stage.value]}</p>
            {loading ? (
              <div role="status" aria-label={t('loadingYearLevels')} className={GRID}>
                {[1, 2, 3, 4].map((key) => (
                  <StudentYearCardSkeleton key={key} />
                ))}
              </div>
            ) : (
              <YearGrid
                levels={levels.data ?? []}
                stage={stage.value}
                failed={levels.isError}
                onRetry={() => levels.refetch()}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <section
        aria-labelledby={moreId}
        className="flex flex-col gap-3 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id={moreId} className="text-lg font-semibold text-slate-900">
            {t('moreTitle')}
          </h2>
          <p className="text-slate-600">{t('moreText')}</p>
        </div>
        <Button asChild>
          <Link to={paths.students.href()}>
            {t('resourcesForStudents')}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </div>
  );
}
