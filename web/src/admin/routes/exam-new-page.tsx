import type { CreateExamRequest } from '@the-gate/contract/admin-exams';
import { toast } from 'sonner';
import { Link } from '@/lib/router';
import { createExam } from '../api/exams';
import { PageTitle } from '../components/page-title';
import { ExamForm } from '../exams/exam-form';
import { EMPTY_EXAM } from '../exams/form-values';
import { adminPaths, examPath } from '../paths';

/** A new exam (catalogue.manage): created as a Draft, then edited on its own page (cover, status). */
export function ExamNewPage() {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.exams} className="font-medium text-brand-700 underline underline-offset-2">
          Exams
        </Link>
      </p>
      <PageTitle title="New exam" />
      <div className="max-w-3xl">
        <ExamForm
          mode="create"
          defaults={EMPTY_EXAM}
          managerLocked={false}
          onSave={async (request) => {
            const { id } = await createExam(request as CreateExamRequest);
            toast.success('Exam created as a draft. Add its cover here.');
            return { goTo: examPath(id) };
          }}
        />
      </div>
    </>
  );
}
