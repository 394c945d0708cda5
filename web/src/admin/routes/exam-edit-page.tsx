import type { AdminExam } from '@the-gate/contract/admin-exams';
import { can } from '@the-gate/contract/staff-rules';
import { useState } from 'react';
import { toast } from 'sonner';
import { useStaffRole } from '../admin-context';
import { examKey, getAdminExam, patchExam, uploadExamCover } from '../api/exams';
import { CoverUpload } from '../components/file-upload';
import { ItemEditPage, useReloadItem } from '../components/item-edit-page';
import { StatusSection } from '../components/status-section';
import { UploadsSection, uploadThenReload } from '../components/uploads-section';
import { ExamForm } from '../exams/exam-form';
import { changedExamFields, type ExamFormValues, examFormValuesOf } from '../exams/form-values';
import { pick } from '../lib/changed-fields';
import { adminPaths } from '../paths';

type Opened = { exam: AdminExam; values: ExamFormValues };
const opened = (exam: AdminExam): Opened => ({ exam, values: examFormValuesOf(exam) });

function EditExam({ first }: { first: AdminExam }) {
  const role = useStaffRole();
  const [state, setState] = useState(() => opened(first));
  const id = String(first.id);

  const reloadItem = useReloadItem(examKey(id), (signal) => getAdminExam(id, signal), ['admin', 'exams']);
  /** Reads the exam again after a change of ours: the form's next save expects this version. */
  const reload = async () => {
    const next = opened(await reloadItem());
    setState(next);
    return next;
  };

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
      <UploadsSection title="Cover">
        <CoverUpload
          label="Cover picture"
          src={exam.thumbnailPath}
          alt="Current cover"
          upload={uploadThenReload((file) => uploadExamCover(id, file), reload, 'The new cover is saved.')}
        />
      </UploadsSection>
    </div>
  );
}

/** An exam's edit page (issue 24 §6): its status, its fields and paper, its cover, by the role's rights. */
export function ExamEditPage() {
  return (
    <ItemEditPage
      back={{ to: adminPaths.exams, label: 'Exams' }}
      noun="exam"
      queryKey={examKey}
      load={getAdminExam}
      titleOf={(item: AdminExam) => item.title}
      keyOf={(item) => item.id}
    >
      {(item) => <EditExam first={item} />}
    </ItemEditPage>
  );
}
