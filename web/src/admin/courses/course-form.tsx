import type { PatchCourseRequest } from '@the-gate/contract/admin-courses';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { FormNotice } from '@/components/form/form-notice';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { borderColour } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useNavigate } from '@/lib/router';
import { useLeaveGuard } from '../admin-context';
import { adminErrorMessage } from '../lib/admin-errors';
import { type CourseFormValues, courseRequestOf } from './course-form-values';
import { COURSE_LEVEL_CHOICES } from './course-rules';

type Mode = 'create' | 'edit';

/**
 * The contract's schema for `mode`, loaded with zod on the first save, over the request the values
 * make (courseRequestOf): the form's errors are the server's rules, word for word.
 */
const resolvers: Record<Mode, Resolver<CourseFormValues, unknown, PatchCourseRequest>> = {
  create: lazyZodResolver(async () => {
    const [{ z }, { createCourseRequestSchema }] = await Promise.all([
      import('zod'),
      import('@the-gate/contract/admin-courses'),
    ]);
    return z.preprocess(courseRequestOf, createCourseRequestSchema) as never;
  }),
  edit: lazyZodResolver(async () => {
    const [{ z }, { patchCourseRequestSchema }] = await Promise.all([
      import('zod'),
      import('@the-gate/contract/admin-courses'),
    ]);
    return z.preprocess(courseRequestOf, patchCourseRequestSchema) as never;
  }),
};

/** What saving did: the values saved (the form shows them), or where to go next. */
export type CourseSaveOutcome = { values: CourseFormValues } | { goTo: string };

type Props = {
  mode: Mode;
  defaults: CourseFormValues;
  /** The role may not change the price or the free flag (catalogue.manage): shown, not editable. */
  priceLocked: boolean;
  onSave: (request: PatchCourseRequest, values: CourseFormValues) => Promise<CourseSaveOutcome>;
};

const selectClass = (invalid: boolean) =>
  `h-10 w-full rounded-lg border bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 ${borderColour(invalid)}`;

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && !error.serverMessage && error.status === 409)
    return 'Someone else changed this course since you opened it. Reload it to see their change, then make yours again.';
  return adminErrorMessage(error, 'The course could not be saved. Check your connection and try again.');
}

/**
 * A teacher course's fields (issue 24 §2, §6), checked with the contract's schema before sending; a
 * refusal (400, 403, 409) is said above the button and what was typed stays. Unsaved changes are not
 * lost to a mistaken navigation (useLeaveGuard). The description is plain text: the server removes
 * any markup from it (the learners' pages show it as text).
 */
export function CourseForm({ mode, defaults, priceLocked, onSave }: Props) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CourseFormValues, unknown, PatchCourseRequest>({
    resolver: resolvers[mode],
    defaultValues: defaults,
  });
  const release = useLeaveGuard(isDirty);
  const free = watch('isFree') === true;
  const notSoldAlone = watch('notSoldAlone') === true;

  // Saved elsewhere on the page (the status, a lesson, the cover): untouched fields follow, typing stays.
  const shown = useRef(defaults);
  useEffect(() => {
    if (shown.current === defaults) return;
    shown.current = defaults;
    reset(defaults, { keepDirtyValues: true });
  }, [defaults, reset]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      const outcome = await onSave(request, getValues());
      if ('goTo' in outcome) {
        release();
        navigate(outcome.goTo);
        return;
      }
      shown.current = outcome.values;
      reset(outcome.values);
    } catch (error) {
      setFailure(saveErrorMessage(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === 'create' ? 'New course' : 'Course details'}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
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
              className={selectClass(Boolean(errors.difficultyLevel))}
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
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Price</legend>
        {priceLocked && <p className="text-sm text-slate-600">Only a manager or an owner can change the price.</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price (EGP)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            error={errors.price?.message}
            hint={free ? 'Free: the price is 0.' : notSoldAlone ? 'Not sold on its own: no price.' : undefined}
            readOnly={free || notSoldAlone}
            {...register('price', { valueAsNumber: true, disabled: priceLocked })}
          />
          <div className="space-y-2 sm:pt-7">
            <div className="flex items-center gap-2">
              <Checkbox
                id={`course-free-${mode}`}
                {...register('isFree', {
                  disabled: priceLocked,
                  onChange: (event) => {
                    if (!event.target.checked) return;
                    setValue('price', 0, { shouldDirty: true });
                    setValue('notSoldAlone', false, { shouldDirty: true });
                  },
                })}
              />
              <label htmlFor={`course-free-${mode}`} className="text-sm font-medium text-slate-800">
                Free
              </label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`course-not-sold-${mode}`}
                {...register('notSoldAlone', {
                  disabled: priceLocked,
                  onChange: (event) => {
                    if (event.target.checked) setValue('isFree', false, { shouldDirty: true });
                  },
                })}
              />
              <label htmlFor={`course-not-sold-${mode}`} className="text-sm font-medium text-slate-800">
                Not sold on its own (only in a package)
              </label>
            </div>
          </div>
        </div>
      </fieldset>
      {failure && (
        <FormNotice ref={failureRef}>
          <p>{failure}</p>
        </FormNotice>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={isSubmitting} pendingLabel="Saving..." size="default">
          {mode === 'create' ? 'Create course' : 'Save changes'}
        </SubmitButton>
        {mode === 'edit' && (
          <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset(shown.current)}>
            Undo changes
          </Button>
        )}
        {isDirty && <span className="text-sm text-slate-600">Unsaved changes</span>}
      </div>
    </form>
  );
}
