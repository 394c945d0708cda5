import type { PatchExamRequest } from '@the-gate/contract/admin-exams';
import { EXAM_DIFFICULTIES } from '@the-gate/contract/exams';
import { FormField } from '@/components/form/form-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { AdminForm } from '../components/admin-form';
import { formSelectClass } from '../components/form-footer';
import { PriceFields } from '../components/price-fields';
import { YearOptions } from '../components/year-options';
import { type FormMode, modeResolvers } from '../lib/mode-resolvers';
import { type SaveOutcome, useAdminForm } from '../lib/use-admin-form';
import { type ExamFormValues, examRequestOf } from './form-values';
import { PaperPicker } from './paper-picker';

type Mode = FormMode;

/** The contract's schema for `mode`, loaded on the first save, over the request the values make. */
const resolvers = modeResolvers<ExamFormValues, PatchExamRequest>(examRequestOf, async () => {
  const { createExamRequestSchema, patchExamRequestSchema } = await import('@the-gate/contract/admin-exams');
  return { create: createExamRequestSchema, edit: patchExamRequestSchema };
});

type Props = {
  mode: Mode;
  defaults: ExamFormValues;
  /** The role may not change the price, free flag or paper (catalogue.manage). */
  managerLocked: boolean;
  onSave: (request: PatchExamRequest, values: ExamFormValues) => Promise<SaveOutcome<ExamFormValues>>;
};

/**
 * An exam's fields (issue 24 §2, §6): checked with the contract's schema before sending; a refusal
 * is said above the button and what was typed stays; unsaved changes are guarded.
 */
export function ExamForm({ mode, defaults, managerLocked, onSave }: Props) {
  const admin = useAdminForm<ExamFormValues, PatchExamRequest>({
    resolver: resolvers[mode],
    defaults,
    thing: 'exam',
    onSave,
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = admin.form;
  const free = watch('isFree') === true;

  return (
    <AdminForm mode={mode} names={{ create: 'New exam', edit: 'Exam details' }} createLabel="Create exam" state={admin}>
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Description"
        optional
        rows={4}
        error={errors.description?.message}
        hint="Plain text: the exam's card and page show it as a summary."
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Year" required error={errors.yearGroup?.message}>
          {(ids) => (
            <select {...ids} required className={formSelectClass(Boolean(errors.yearGroup))} {...register('yearGroup')}>
              <YearOptions none="Choose a year" />
            </select>
          )}
        </FormField>
        <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
        <TextField
          label="Exam type"
          required
          error={errors.examType?.message}
          hint="E.g. Mock exam, Progression test."
          {...register('examType')}
        />
        <TextField
          label="Duration (minutes)"
          required
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.durationMinutes?.message}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
        <TextField
          label="Questions"
          required
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.questionCount?.message}
          {...register('questionCount', { valueAsNumber: true })}
        />
        <FormField label="Difficulty" required error={errors.difficulty?.message}>
          {(ids) => (
            <select
              {...ids}
              required
              className={formSelectClass(Boolean(errors.difficulty))}
              {...register('difficulty')}
            >
              {EXAM_DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficulty}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <PriceFields
        idPrefix="exam"
        locked={managerLocked}
        free={free}
        error={errors.price?.message}
        price={register('price', { valueAsNumber: true, disabled: managerLocked })}
        isFree={register('isFree', {
          disabled: managerLocked,
          onChange: (event) => {
            if (event.target.checked) setValue('price', 0, { shouldDirty: true });
          },
        })}
      />
      <TextField
        label="Position"
        optional
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.sortOrder?.message}
        hint="The shop lists exams by this number, smallest first."
        {...register('sortOrder', { valueAsNumber: true })}
      />
      <PaperPicker
        field={register('paperMaterialId', { disabled: managerLocked })}
        error={errors.paperMaterialId?.message}
        locked={managerLocked}
        onPick={(id) => setValue('paperMaterialId', String(id), { shouldDirty: true })}
        current={watch('paperMaterialId')}
      />
    </AdminForm>
  );
}
