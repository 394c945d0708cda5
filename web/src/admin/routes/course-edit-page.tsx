import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse } from '@the-gate/contract/admin-courses';
import type { ItemStatus } from '@the-gate/contract/item-status';
import { can } from '@the-gate/contract/staff-rules';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { FormNotice } from '@/components/form/form-notice';
import { LoadingState } from '@/components/loading-state';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { PageTitle } from '../components/page-title';
import { StatusBadge } from '../components/status-badge';
import { CourseCover } from '../courses/course-cover';
import { CourseForm } from '../courses/course-form';
import { type CourseFormValues, changedCourseFields, courseValuesOf, pickCourse } from '../courses/course-form-values';
import { CourseLessons } from '../courses/course-lessons';
import { courseKey, getAdminCourse, patchCourse } from '../courses/courses-api';
import { adminErrorMessage } from '../lib/admin-errors';
import { adminPaths } from '../paths';

/** The version of the course the page shows: its values and its `updatedAt` (the 409 check). */
type Opened = { course: AdminCourse; values: CourseFormValues };
const opened = (course: AdminCourse): Opened => ({ course, values: courseValuesOf(course) });

const STATUS_ACTIONS: { to: ItemStatus; label: string; shownWhen: (status: ItemStatus) => boolean; done: string }[] = [
  { to: 'published', label: 'Publish', shownWhen: (status) => status !== 'published', done: 'Published.' },
  { to: 'draft', label: 'Unpublish (to draft)', shownWhen: (status) => status === 'published', done: 'Back to draft.' },
  { to: 'archived', label: 'Archive', shownWhen: (status) => status !== 'archived', done: 'Archived.' },
];

function EditCourse({ first }: { first: AdminCourse }) {
  const role = useStaffRole();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => opened(first));
  const [statusBusy, setStatusBusy] = useState(false);
  const [statusFailure, setStatusFailure] = useState<string | null>(null);
  const id = String(first.id);

  /** Shows the course as a change of ours left it: the form's next save expects this version. */
  const show = useCallback(
    (course: AdminCourse) => {
      const next = opened(course);
      setState(next);
      queryClient.setQueryData(courseKey(id), course);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
      return next;
    },
    [queryClient, id],
  );
  const reload = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: courseKey(id),
      queryFn: ({ signal }) => getAdminCourse(id, signal),
      staleTime: 0,
    });
    show(fresh);
    return fresh;
  }, [queryClient, id, show]);

  const setStatus = async (status: ItemStatus, done: string) => {
    setStatusBusy(true);
    setStatusFailure(null);
    try {
      show(await patchCourse(id, { status, expectedUpdatedAt: state.course.updatedAt }));
      toast.success(done);
    } catch (error) {
      setStatusFailure(
        adminErrorMessage(error, 'The status could not be changed. Check your connection and try again.'),
      );
    } finally {
      setStatusBusy(false);
    }
  };

  const { course } = state;
  return (
    <div className="max-w-3xl space-y-6">
      <section
        aria-labelledby="course-status-heading"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="course-status-heading" className="text-lg font-semibold">
            Status
          </h2>
          <StatusBadge status={course.status} />
        </div>
        {can(role, 'catalogue.publish') ? (
          <div className="flex flex-wrap gap-2">
            {STATUS_ACTIONS.filter((action) => action.shownWhen(course.status)).map((action) => (
              <Button
                key={action.to}
                variant={action.to === 'published' ? 'default' : 'outline'}
                disabled={statusBusy}
                onClick={() => void setStatus(action.to, action.done)}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Only a manager or an owner can publish, unpublish or archive.</p>
        )}
        {statusFailure && (
          <FormNotice>
            <p>{statusFailure}</p>
          </FormNotice>
        )}
      </section>
      <CourseForm
        mode="edit"
        defaults={state.values}
        priceLocked={!can(role, 'catalogue.manage')}
        onSave={async (request, values) => {
          const changed = changedCourseFields(state.values, values);
          const next =
            changed.size > 0
              ? show(await patchCourse(id, { ...pickCourse(request, changed), expectedUpdatedAt: course.updatedAt }))
              : state;
          toast.success(changed.size > 0 ? 'Changes saved.' : 'Nothing to save: nothing changed.');
          return { values: next.values };
        }}
      />
      <CourseCover course={course} onUploaded={reload} />
      <CourseLessons
        course={course}
        canPublish={can(role, 'catalogue.publish')}
        canManage={can(role, 'catalogue.manage')}
        onCourse={show}
        reload={reload}
      />
    </div>
  );
}

/** A teacher course's edit page (issue 24 §2, §6): its status, fields, cover and lessons, by the role's rights. */
export function CourseEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const course = useQuery({
    queryKey: courseKey(id),
    queryFn: ({ signal }) => getAdminCourse(id, signal),
    refetchOnWindowFocus: false,
  });
  const notFound = course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.courses} className="font-medium text-brand-700 underline underline-offset-2">
          Courses
        </Link>
      </p>
      <PageTitle title={course.data ? course.data.title : 'Edit course'} />
      {course.isPending ? (
        <LoadingState label="Loading the course..." layout="start" />
      ) : course.isError ? (
        <ErrorState
          title={notFound ? 'There is no such course' : 'The course could not load'}
          message={notFound ? 'It may have been removed. Go back to the list.' : 'Check your connection and try again.'}
          {...(!notFound && { onRetry: () => void course.refetch() })}
        />
      ) : (
        <EditCourse key={course.data.id} first={course.data} />
      )}
    </>
  );
}
