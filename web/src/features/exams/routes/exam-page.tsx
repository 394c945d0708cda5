import { Loader2 } from 'lucide-react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useExam } from '../api/get-exam';
import { ExamBreadcrumb, ExamDetail } from '../components/exam-detail';
import { ExamNotFound } from '../components/exam-not-found';
import { parseExamId } from '../lib/exam-fields';

/**
 * `/the-gate-exams/{id}` (B§2; RT-32: the spec shows no screen, so this one shows the exam and sells
 * it). A malformed id is not found without a request; a 404 is not found; anything else an error
 * with a retry.
 */
export function ExamPage() {
  const id = parseExamId(useParams().id);
  const query = useExam(id);
  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(
    notFound ? 'Exam Not Found | The Gate' : query.data ? `${query.data.title} | The Gate` : 'Exam | The Gate',
  );

  if (notFound) return <ExamNotFound />;
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-24">
        <h1 className="sr-only">Exam</h1>
        <div role="status" className="flex items-center justify-center gap-2 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          <span>Loading exam...</span>
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <ExamBreadcrumb title="Exam" />
        <h1 className="sr-only">Exam</h1>
        <ErrorState title="Failed to load exam details" message={query.error.message} onRetry={() => query.refetch()} />
      </div>
    );
  }
  return <ExamDetail exam={query.data} />;
}
