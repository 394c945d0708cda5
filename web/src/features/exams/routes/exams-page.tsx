import { Loader2, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { useExams } from '../api/get-exams';
import { ExamCard } from '../components/exam-card';
import { ActiveExamFilters, ExamFilterPanel } from '../components/exam-filters';
import { useExamFilters } from '../hooks/use-exam-filters';
import { filterExams, sortExams, subjectOptions } from '../lib/filter-exams';

/** The spec's words as written, "(s)" and all (EX-07, AMB-47). */
const countLine = (count: number) => `Showing ${count} exam(s)`;

/**
 * `/the-gate-exams` (B§2, EX-01..EX-11): search, the Filters panel, chips and the exam cards. The
 * exams come from the server (ARCHITECTURE decisions), so "Loading exams..." covers a real request.
 */
export function ExamsPage() {
  useDocumentTitle('The Gate Exams | The Gate');
  const exams = useExams();
  const { filters, setSearch, commitSearch, setYear, setSubject, setSort, remove, clearAll, isFiltered } =
    useExamFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();

  const deferredFilters = useDeferredValue(filters);
  const results = useMemo(
    () => sortExams(filterExams(exams.data ?? [], deferredFilters), deferredFilters.sort),
    [exams.data, deferredFilters],
  );
  // 'Try again' shows the loading state again rather than leaving the old error up.
  const loading = exams.isPending || (exams.isError && exams.isFetching);

  let content: ReactNode;
  if (loading) {
    content = (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        <span>Loading exams...</span>
      </div>
    );
  } else if (exams.isError) {
    // No sample exams in their place: we never invent products or prices (ARCHITECTURE "Web").
    content = <ErrorState title="Failed to load exams" message={exams.error.message} onRetry={() => exams.refetch()} />;
  } else if (results.length === 0) {
    content = (
      <div role="status">
        <EmptyState message="No exams found">{isFiltered && <Button onClick={clearAll}>Clear all</Button>}</EmptyState>
      </div>
    );
  } else {
    content = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {results.map((exam) => (
          <li key={exam.id}>
            <ExamCard exam={exam} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={fromHome({ label: 'The Gate Exams' })} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">The Gate Exams</h1>
        <p className="mt-2 text-slate-600">
          Diagnostic tests, practice tests, mock exams and past papers for Cambridge Checkpoint English, Years 5 to 8.
        </p>
      </header>

      <SearchBox
        label="Search exams"
        className="mt-6"
        value={filters.search}
        onChange={setSearch}
        onSubmit={commitSearch}
        placeholder="Search by title or description..."
      />

      {/* On small screens the panel opens and closes with its own toggle, as on /materials. */}
      <Button
        variant="outline"
        className="mt-4 lg:hidden"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {panelOpen ? 'Hide filters' : 'Show filters'}
      </Button>

      <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start">
        <aside
          id={panelId}
          aria-label="Filters"
          className={cn(panelOpen ? 'block' : 'hidden', 'lg:block lg:w-64 lg:shrink-0')}
        >
          <ExamFilterPanel
            filters={filters}
            subjects={subjectOptions(exams.data ?? [], filters.subject)}
            onYearChange={setYear}
            onSubjectChange={setSubject}
            onSortChange={setSort}
          />
        </aside>

        <section aria-label="Exams" className="flex min-w-0 flex-1 flex-col gap-4">
          <ActiveExamFilters filters={filters} showClear={isFiltered} onRemove={remove} onClearAll={clearAll} />
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {exams.isSuccess && results.length > 0 ? countLine(results.length) : ''}
          </p>
          {content}
        </section>
      </div>
    </div>
  );
}
