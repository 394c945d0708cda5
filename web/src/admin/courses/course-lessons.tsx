import type { AdminCourse, AdminLesson, CreateLessonRequest } from '@the-gate/contract/admin-courses';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { useLeaveGuard } from '../admin-context';
import { adminErrorMessage } from '../lib/admin-errors';
import { addLesson, deleteLesson, patchLesson, reorderLessons, uploadLessonDocument } from './courses-api';
import { documentOutcome, LessonEditor } from './lesson-editor';

type Direction = 'up' | 'down';

/** The lessons' ids with the one at `index` moved one place `direction`. */
export function movedOrder(lessons: readonly AdminLesson[], index: number, direction: Direction): number[] {
  const ids = lessons.map((lesson) => lesson.id);
  const other = direction === 'up' ? index - 1 : index + 1;
  const [a, b] = [ids[index], ids[other]];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[other] = a;
  return ids;
}

const addResolver: Resolver<{ title: string }, unknown, CreateLessonRequest> = lazyZodResolver(async () => {
  const { createLessonRequestSchema } = await import('@the-gate/contract/admin-courses');
  return createLessonRequestSchema as never;
});

/** "Add a lesson": its title only; the rest is edited once it exists. */
function AddLesson({ onAdd }: { onAdd: (request: CreateLessonRequest) => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<{ title: string }, unknown, CreateLessonRequest>({ resolver: addResolver, defaultValues: { title: '' } });
  useLeaveGuard(isDirty);
  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      await onAdd(request);
      reset({ title: '' });
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The lesson could not be added. Check your connection and try again.'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a lesson" className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <TextField label="New lesson title" error={errors.title?.message} {...register('title')} />
        </div>
        <SubmitButton pending={isSubmitting} pendingLabel="Adding..." size="default">
          Add lesson
        </SubmitButton>
      </div>
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
    </form>
  );
}

type Props = {
  course: AdminCourse;
  canPublish: boolean;
  canManage: boolean;
  /** The course as a change of ours left it (the server's answer). */
  onCourse: (course: AdminCourse) => void;
  /** Reads the course again (after an add, a delete or an upload, which answer no course). */
  reload: () => Promise<AdminCourse>;
};

/**
 * A course's lessons in the player's order (issue 24 §2): moved one place with "Move up"/"Move down"
 * (buttons, so the keyboard and screen readers can; focus stays on the moved lesson's button and the
 * new place is announced), added by title, edited one at a time, deleted after a confirmation
 * (catalogue.manage, as the ZIPs).
 */
export function CourseLessons({ course, canPublish, canManage, onCourse, reload }: Props) {
  const id = String(course.id);
  const { lessons } = course;
  const [editing, setEditing] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminLesson | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a move, focus goes back to the moved lesson's button (or its other one at the top or bottom).
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    const button = buttons.current.get(key);
    const [lessonId, direction] = key.split(':');
    const target =
      button && !button.disabled ? button : buttons.current.get(`${lessonId}:${direction === 'up' ? 'down' : 'up'}`);
    target?.focus();
  });

  const move = async (index: number, direction: Direction) => {
    const lesson = lessons[index];
    if (!lesson) return;
    setMoving(true);
    setFailure(null);
    try {
      const next = await reorderLessons(id, movedOrder(lessons, index, direction));
      focusNext.current = `${lesson.id}:${direction}`;
      onCourse(next);
      const place = next.lessons.findIndex((each) => each.id === lesson.id) + 1;
      setAnnouncement(`“${lesson.title}” is now lesson ${place} of ${next.lessons.length}.`);
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The lessons could not be moved. Check your connection and try again.'));
    } finally {
      setMoving(false);
    }
  };

  const remove = async (lesson: AdminLesson) => {
    setFailure(null);
    try {
      await deleteLesson(id, lesson.id);
      if (editing === lesson.id) setEditing(null);
      await reload();
      toast.success(`Lesson “${lesson.title}” deleted.`);
      headingRef.current?.focus();
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The lesson could not be deleted. Check your connection and try again.'));
    }
  };

  return (
    <section
      aria-labelledby="course-lessons-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="course-lessons-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        Lessons
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
      {lessons.length === 0 ? (
        <p className="text-sm text-slate-600">No lessons yet.</p>
      ) : (
        <ol aria-label="Lessons in order" className="space-y-3">
          {lessons.map((lesson, index) => (
            <li key={lesson.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 basis-48 font-medium break-words">
                  <span className="text-slate-600">{index + 1}. </span>
                  {lesson.title}
                </span>
                <Badge variant={lesson.isPublished ? 'success' : 'secondary'}>
                  {lesson.isPublished ? 'Published' : 'Hidden'}
                </Badge>
                {lesson.hasDocument && <Badge variant="outline">ZIP</Badge>}
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                {(['up', 'down'] as const).map((direction) => (
                  <Button
                    key={direction}
                    variant="outline"
                    size="sm"
                    ref={(button) => {
                      const key = `${lesson.id}:${direction}`;
                      if (button) buttons.current.set(key, button);
                      else buttons.current.delete(key);
                    }}
                    aria-label={`${direction === 'up' ? 'Move up' : 'Move down'}: “${lesson.title}”`}
                    disabled={moving || (direction === 'up' ? index === 0 : index === lessons.length - 1)}
                    onClick={() => void move(index, direction)}
                  >
                    {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
                    {direction === 'up' ? 'Move up' : 'Move down'}
                  </Button>
                ))}
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={editing === lesson.id}
                  aria-label={`Edit “${lesson.title}”`}
                  onClick={() => setEditing(editing === lesson.id ? null : lesson.id)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                {canManage && (
                  <Button
                    variant="ghostDanger"
                    size="sm"
                    aria-label={`Delete “${lesson.title}”`}
                    onClick={() => setDeleting(lesson)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                )}
              </div>
              {editing === lesson.id && (
                <div className="mt-3">
                  <LessonEditor
                    lesson={lesson}
                    canPublish={canPublish}
                    canUploadDocument={canManage}
                    onClose={() => setEditing(null)}
                    onSave={async (patch) => {
                      const next = await patchLesson(id, lesson.id, patch);
                      onCourse(next);
                      toast.success('Lesson saved.');
                      return next.lessons.find((each) => each.id === lesson.id) ?? lesson;
                    }}
                    onUploadDocument={async (file) => {
                      const uploaded = await uploadLessonDocument(id, lesson.id, file);
                      await reload();
                      return documentOutcome(uploaded);
                    }}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <AddLesson
        onAdd={async (request) => {
          await addLesson(id, request);
          await reload();
          toast.success(`Lesson “${request.title}” added at the end.`);
        }}
      />
      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          {/* direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions */}
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">
              Delete the lesson “{deleting?.title}”?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-700">
              Its texts, its ZIP and every learner's progress on it are deleted. This cannot be undone.
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonVariants({ variant: 'destructive' })}
                onClick={() => deleting && void remove(deleting)}
              >
                Delete lesson
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
