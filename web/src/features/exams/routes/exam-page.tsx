import { Breadcrumb } from '@/components/breadcrumb';
import { LoadingState } from '@/components/loading-state';
import { NotFoundState } from '@/components/not-found-state';
import { PageError } from '@/components/page-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useParams } from '@/lib/router';
import { useExam } from '../api/get-exam';
import { ExamDetail, examCrumbs } from '../components/exam-detail';
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

  // The server's words, "Exam not found.", and the way back to the list.
  if (notFound) {
    return (
      <NotFoundState
        title="Exam not found."
        message="The exam you are looking for does not exist or is no longer available."
        backTo={paths.exams.href()}
        backLabel="Browse All Exams"
      />
    );
  }
  if (query.isPending || (query.isError && query.isFetching))
    return <LoadingState pageHeading="Exam" label="Loading exam..." />;
  if (query.isError) {
    return (
      <PageError
        pageHeading="Exam"
        title="Failed to load exam details"
        message={query.error.message}
        onRetry={() => query.refetch()}
      >
        <Breadcrumb items={examCrumbs('Exam')} />
      </PageError>
    );
  }
  return <ExamDetail exam={query.data} />;
}
