import type { AdminLesson, PatchLessonRequest } from '@the-gate/contract/admin-courses';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormNotice } from '@/components/form/form-notice';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useLeaveGuard } from '../admin-context';
import { FileUpload } from '../components/file-upload';
import { adminErrorMessage } from '../lib/admin-errors';
import { formatBytes } from '../lib/format-bytes';

/** A lesson's fields as the inputs hold them; `isPublished` undefined while the role may not publish. */
export type LessonFormValues = {
  title: string;
  description: string;
  content: string;
  htmlContent: string;
  isPublished: boolean | undefined;
};

export const lessonValuesOf = (lesson: AdminLesson): LessonFormValues => ({
  title: lesson.title,
  description: lesson.description ?? '',
  content: lesson.content,
  htmlContent: lesson.htmlContent,
  isPublished: lesson.isPublished,
});

const resolver: Resolver<LessonFormValues, unknown, PatchLessonRequest> = lazyZodResolver(async () => {
  const { patchLessonRequestSchema } = await import('@the-gate/contract/admin-courses');
  return patchLessonRequestSchema as never;
});

/** The lesson's fields that differ from what was loaded (a PATCH sends only those); a locked one never. */
export function changedLessonFields(loaded: LessonFormValues, now: PatchLessonRequest): PatchLessonRequest {
  return Object.fromEntries(
    Object.entries(now).filter(([key, value]) => {
      if (value === undefined) return false;
      const before = loaded[key as keyof LessonFormValues];
      // The schema writes an empty description as null.
      return (value ?? '') !== (before ?? '');
    }),
  );
}

type Props = {
  lesson: AdminLesson;
  canPublish: boolean;
  canUploadDocument: boolean;
  /** Sends the changes; the lesson as the server now has it (its HTML sanitised). */
  onSave: (patch: PatchLessonRequest) => Promise<AdminLesson>;
  onUploadDocument: (file: File) => Promise<string>;
  onClose: () => void;
};

/**
 * One lesson's texts, published flag and ZIP (issue 24 §2, §3). The content is HTML typed as is: the
 * server sanitises it before storing it, as the player shows it as a page. A refusal keeps what was
 * typed; unsaved changes are guarded as the course's.
 */
export function LessonEditor({ lesson, canPublish, canUploadDocument, onSave, onUploadDocument, onClose }: Props) {
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const defaults = lessonValuesOf(lesson);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<LessonFormValues, unknown, PatchLessonRequest>({ resolver, defaultValues: defaults });
  useLeaveGuard(isDirty);

  // The lesson saved (here or by its published flag elsewhere): untouched fields follow, typing stays.
  const shown = useRef(JSON.stringify(defaults));
  useEffect(() => {
    const next = JSON.stringify(defaults);
    if (shown.current === next) return;
    shown.current = next;
    reset(defaults, { keepDirtyValues: true });
  });

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    const patch = changedLessonFields(JSON.parse(shown.current) as LessonFormValues, request);
    try {
      // Nothing changed: nothing to send, the form is as loaded.
      const saved = Object.keys(patch).length > 0 ? lessonValuesOf(await onSave(patch)) : defaults;
      shown.current = JSON.stringify(saved);
      reset(saved);
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The lesson could not be saved. Check your connection and try again.'));
    }
  });

  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold">
        Edit “{lesson.title}”
      </h3>
      <form onSubmit={onSubmit} noValidate aria-label={`Lesson “${lesson.title}”`} className="space-y-4">
        <TextField label="Lesson title" required error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Lesson description"
          optional
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          label="Content (HTML)"
          rows={8}
          className="font-mono"
          error={errors.content?.message}
          hint="HTML, typed as is. The server sanitises it when it is saved: scripts, event handlers and other unsafe markup are removed."
          {...register('content')}
        />
        <TextAreaField
          label="Additional content (HTML)"
          optional
          rows={4}
          className="font-mono"
          error={errors.htmlContent?.message}
          hint="Shown under the lesson. Sanitised by the server the same way."
          {...register('htmlContent')}
        />
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <Checkbox id={`${headingId}-published`} {...register('isPublished', { disabled: !canPublish })} />
            <label htmlFor={`${headingId}-published`} className="text-sm font-medium text-slate-800">
              Published (learners see this lesson)
            </label>
          </div>
          {!canPublish && (
            <p className="text-sm text-slate-600">Only a manager or an owner can publish or hide a lesson.</p>
          )}
        </div>
        {failure && (
          <FormNotice ref={failureRef}>
            <p>{failure}</p>
          </FormNotice>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={isSubmitting} pendingLabel="Saving..." size="default">
            Save lesson
          </SubmitButton>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {isDirty && <span className="text-sm text-slate-600">Unsaved changes</span>}
        </div>
      </form>
      {canUploadDocument ? (
        <FileUpload
          label="Lesson files (ZIP)"
          accept=".zip,application/zip"
          hint="One ZIP, downloaded by the course's teachers. It replaces the lesson's current ZIP."
          current={lesson.hasDocument ? 'A ZIP is uploaded.' : 'No ZIP yet.'}
          upload={onUploadDocument}
        />
      ) : (
        <p className="text-sm text-slate-600">
          {lesson.hasDocument ? 'A ZIP is uploaded.' : 'No ZIP yet.'} Only a manager or an owner can upload one.
        </p>
      )}
    </section>
  );
}

/** What the server made of a lesson's ZIP, in a sentence: "ZIP uploaded: 12 files, 3.4 MB." */
export const documentOutcome = ({ files, size }: { files: number; size: number }) =>
  `ZIP uploaded: ${files} ${files === 1 ? 'file' : 'files'}, ${formatBytes(size)}.`;
