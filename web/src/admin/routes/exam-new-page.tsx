import type { CreateExamRequest } from '@the-gate/contract/admin-exams';
import { toast } from 'sonner';
import { createExam } from '../api/exams';
import { NewItemPage } from '../components/item-edit-page';
import { ExamForm } from '../exams/exam-form';
import { EMPTY_EXAM } from '../exams/form-values';
import { adminPaths, examPath } from '../paths';

/** A new exam (catalogue.manage): created as a Draft, then edited on its own page (cover, status). */
export function ExamNewPage() {
  return (
    <NewItemPage back={{ to: adminPaths.exams, label: 'Exams' }} title="New exam">
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
    </NewItemPage>
  );
}
