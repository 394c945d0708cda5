import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminExam } from '@the-gate/contract/admin-exams';
import { can } from '@the-gate/contract/staff-rules';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { examKey, getAdminExam, patchExam, uploadExamCover } from '../api/exams';
import { CoverUpload } from '../components/file-upload';
import { PageTitle } from '../components/page-title';
import { StatusSection } from '../components/status-section';
import { ExamForm } from '../exams/exam-form';
import { changedExamFields, type ExamFormValues, examFormValuesOf } from '../exams/form-values';
import { pick } from '../lib/changed-fields';
import { adminPaths } from '../paths';

type Opened = { exam: AdminExam; values: ExamFormValues };
const opened = (exam: AdminExam): Opened => ({ exam, values: examFormValuesOf(exam) });

function EditExam({ first }: { first: AdminExam }) {
  const role = useStaffRole();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => opened(first));
  const id = String(first.id);

  /** Reads the exam again after a change of ours. */
  const reload = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: examKey(id),
      queryFn: ({ signal }) => getAdminExam(id, signal),
      staleTime: 0,
    });
    const next = opened(fresh);
    setState(next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'exams'] });
    return next;
  }, [queryClient, id]);

  const { exam } = state;
  return (
    <div className="max-w-3xl space-y-6">
      <StatusSection
        status={exam.status}
        canPublish={can(role, 'catalogue.publish')}
        onChange={async (status) => {
          await patchExam(id, { status });
          await reload();
        }}
      />
      <ExamForm
        mode="edit"
        defaults={state.values}
        managerLocked={!can(role, 'catalogue.manage')}
        onSave={async (request, values) => {
          const changed = changedExamFields(state.values, values);
          if (changed.size > 0) await patchExam(id, pick(request, changed));
          const next = await reload();
          toast.success(changed.size > 0 ? 'Changes saved.' : 'Nothing to save: nothing changed.');
          return { values: next.values };
        }}
      />
      <section
        aria-labelledby="exam-files-heading"
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
      >
        <h2 id="exam-files-heading" className="text-lg font-semibold">
          Cover
        </h2>
        <CoverUpload
          label="Cover picture"
          src={exam.thumbnailPath}
          alt="Current cover"
          upload={async (file) => {
            await uploadExamCover(id, file);
            await reload();
            return 'The new cover is saved.';
          }}
        />
      </section>
    </div>
  );
}

/** An exam's edit page (issue 24 §6): its status, its fields and paper, its cover, by the role's rights. */
export function ExamEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const exam = useQuery({
    queryKey: examKey(id),
    queryFn: ({ signal }) => getAdminExam(id, signal),
    refetchOnWindowFocus: false,
  });
  const notFound = exam.error instanceof ApiError && exam.error.status === 404;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.exams} className="font-medium text-brand-700 underline underline-offset-2">
          Exams
        </Link>
      </p>
      <PageTitle title={exam.data ? exam.data.title : 'Edit exam'} />
      {exam.isPending ? (
        <LoadingState label="Loading the exam..." layout="start" />
      ) : exam.isError ? (
        <ErrorState
          title={notFound ? 'There is no such exam' : 'The exam could not load'}
          message={notFound ? 'It may have been removed. Go back to the list.' : 'Check your connection and try again.'}
          {...(!notFound && { onRetry: () => void exam.refetch() })}
        />
      ) : (
        <EditExam key={exam.data.id} first={exam.data} />
      )}
    </>
  );
}
