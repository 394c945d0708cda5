import { useDeferredValue, useMemo } from 'react';
import { fromHome } from '@/components/breadcrumb';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { FilterLayout } from '@/components/filter-layout';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useExams } from '../api/get-exams';
import { ExamCard } from '../components/exam-card';
import { ActiveExamFilters, ExamFilterPanel } from '../components/exam-filters';
import { useExamFilters } from '../hooks/use-exam-filters';
import { t } from '../i18n';
import { filterExams, sortExams, subjectOptions } from '../lib/filter-exams';

/** The spec's words as written, "(s)" and all (EX-07, AMB-47). */
const countLine = (count: number) => t('countLine', { count });

/**
 * `/the-gate-exams` (B§2, EX-01..EX-11): search, the Filters panel, chips and the exam cards. The
 * exams come from the server (ARCHITECTURE decisions), so "Loading exams..." covers a real request.
 */
export function ExamsPage() {
  useDocumentTitle(t('examsPageTitle'));
  const exams = useExams();
  const { filters, setSearch, commitSearch, setYear, setSubject, setSort, remove, clearAll, isFiltered } =
    useExamFilters();

  const deferredFilters = useDeferredValue(filters);
  const results = useMemo(
    () => sortExams(filterExams(exams.data ?? [], deferredFilters), deferredFilters.sort),
    [exams.data, deferredFilters],
  );
  // No sample exams in their place: we never invent products or prices (ARCHITECTURE "Web").
  const content = (
    <QueryView query={exams} loading={<LoadingState label={t('loadingExamsList')} />} errorTitle={t('examsLoadFailed')}>
      {() =>
        results.length === 0 ? (
          <EmptyState role="status" message={t('noExamsFound')}>
            {isFiltered && <Button onClick={clearAll}>{t('clearAll')}</Button>}
          </EmptyState>
        ) : (
          <CardGrid items={results} className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {(exam) => <ExamCard exam={exam} />}
          </CardGrid>
        )
      }
    </QueryView>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader crumbs={fromHome({ label: t('theGateExams') })} title={t('theGateExams')} intro={t('examsIntro')} />

      <SearchBox
        label={t('searchExams')}
        className="mt-6"
        value={filters.search}
        onChange={setSearch}
        onSubmit={commitSearch}
        placeholder={t('searchPlaceholder')}
      />

      {/* On small screens the panel opens and closes with its own toggle, as on /materials. */}
      <FilterLayout
        label={t('exams')}
        panel={
          <ExamFilterPanel
            filters={filters}
            subjects={subjectOptions(exams.data ?? [], filters.subject)}
            onYearChange={setYear}
            onSubjectChange={setSubject}
            onSortChange={setSort}
          />
        }
        chips={<ActiveExamFilters filters={filters} showClear={isFiltered} onRemove={remove} onClearAll={clearAll} />}
        count={exams.isSuccess && results.length > 0 ? countLine(results.length) : ''}
      >
        {content}
      </FilterLayout>
    </div>
  );
}
