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
import { t } from '../i18n';
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
  useDocumentTitle(notFound ? t('examNotFoundTitle') : query.data ? `${query.data.title} | The Gate` : t('examTitle'));

  // The server's words, "Exam not found.", and the way back to the list.
  if (notFound) {
    return (
      <NotFoundState
        title={t('examNotFound')}
        message={t('examNotFoundMessage')}
        backTo={paths.exams.href()}
        backLabel={t('browseAllExams')}
      />
    );
  }
  if (query.isPending || (query.isError && query.isFetching))
    return <LoadingState pageHeading={t('exam')} label={t('loadingExam')} />;
  if (query.isError) {
    return (
      <PageError
        pageHeading={t('exam')}
        title={t('examLoadFailed')}
        message={query.error.message}
        onRetry={() => query.refetch()}
      >
        <Breadcrumb items={examCrumbs(t('exam'))} />
      </PageError>
    );
  }
  return <ExamDetail exam={query.data} />;
}
