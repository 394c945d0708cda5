import type { PatchCourseRequest } from '@the-gate/contract/admin-courses';
import { FormField } from '@/components/form/form-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { AdminForm } from '../components/admin-form';
import { formSelectClass } from '../components/form-footer';
import { PriceFields } from '../components/price-fields';
import { type FormMode, modeResolvers } from '../lib/mode-resolvers';
import { type SaveOutcome, useAdminForm } from '../lib/use-admin-form';
import { type CourseFormValues, courseRequestOf } from './course-form-values';
import { COURSE_LEVEL_CHOICES } from './course-rules';

type Mode = FormMode;

/**
 * The contract's schema for `mode`, loaded with zod on the first save, over the request the values
 * make (courseRequestOf): the form's errors are the server's rules, word for word.
 */
const resolvers = modeResolvers<CourseFormValues, PatchCourseRequest>(courseRequestOf, async () => {
  const { createCourseRequestSchema, patchCourseRequestSchema } = await import('@the-gate/contract/admin-courses');
  return { create: createCourseRequestSchema, edit: patchCourseRequestSchema };
});

type Props = {
  mode: Mode;
  defaults: CourseFormValues;
  /** The role may not change the price or the free flag (catalogue.manage): shown, not editable. */
  priceLocked: boolean;
  onSave: (request: PatchCourseRequest, values: CourseFormValues) => Promise<SaveOutcome<CourseFormValues>>;
};

/**
 * A teacher course's fields (issue 24 §2, §6), checked with the contract's schema before sending; a
 * refusal (400, 403, 409) is said above the button and what was typed stays. Unsaved changes are not
 * lost to a mistaken navigation (useLeaveGuard). The description is plain text: the server removes
 * any markup from it (the learners' pages show it as text).
 */
export function CourseForm({ mode, defaults, priceLocked, onSave }: Props) {
  const admin = useAdminForm<CourseFormValues, PatchCourseRequest>({
    resolver: resolvers[mode],
    defaults,
    thing: 'course',
    onSave,
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = admin.form;
  const free = watch('isFree') === true;
  const notSoldAlone = watch('notSoldAlone') === true;

  return (
    <AdminForm
      mode={mode}
      names={{ create: 'New course', edit: 'Course details' }}
      createLabel="Create course"
      state={admin}
    >
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Description"
        optional
        rows={6}
        error={errors.description?.message}
        hint="Plain text: the server removes any HTML tags, as the course pages show it as text."
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Difficulty" required error={errors.difficultyLevel?.message}>
          {(ids) => (
            <select
              {...ids}
              required
              className={formSelectClass(Boolean(errors.difficultyLevel))}
              {...register('difficultyLevel')}
            >
              {COURSE_LEVEL_CHOICES.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label="Duration (hours)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.1"
          error={errors.durationInHours?.message}
          {...register('durationInHours', { valueAsNumber: true })}
        />
        <TextField label="Instructor" optional error={errors.instructor?.message} {...register('instructor')} />
        <TextField label="Category" optional error={errors.category?.message} {...register('category')} />
      </div>
      <PriceFields
        idPrefix={`course-${mode}`}
        locked={priceLocked}
        free={free}
        error={errors.price?.message}
        price={register('price', { valueAsNumber: true, disabled: priceLocked })}
        isFree={register('isFree', {
          disabled: priceLocked,
          onChange: (event) => {
            if (!event.target.checked) return;
            setValue('price', 0, { shouldDirty: true });
            setValue('notSoldAlone', false, { shouldDirty: true });
          },
        })}
        notSoldAlone={{
          ticked: notSoldAlone,
          field: register('notSoldAlone', {
            disabled: priceLocked,
            onChange: (event) => {
              if (event.target.checked) setValue('isFree', false, { shouldDirty: true });
            },
          }),
        }}
      />
    </AdminForm>
  );
}
