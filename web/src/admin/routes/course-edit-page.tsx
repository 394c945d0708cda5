import { useQueryClient } from '@tanstack/react-query';
import type { AdminCourse } from '@the-gate/contract/admin-courses';
import { can } from '@the-gate/contract/staff-rules';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useStaffRole } from '../admin-context';
import { ItemEditPage } from '../components/item-edit-page';
import { StatusSection } from '../components/status-section';
import { CourseCover } from '../courses/course-cover';
import { CourseForm } from '../courses/course-form';
import { type CourseFormValues, changedCourseFields, courseValuesOf, pickCourse } from '../courses/course-form-values';
import { CourseLessons } from '../courses/course-lessons';
import { courseKey, getAdminCourse, patchCourse } from '../courses/courses-api';
import { adminPaths } from '../paths';

/** The version of the course the page shows: its values and its `updatedAt` (the 409 check). */
type Opened = { course: AdminCourse; values: CourseFormValues };
const opened = (course: AdminCourse): Opened => ({ course, values: courseValuesOf(course) });

function EditCourse({ first }: { first: AdminCourse }) {
  const role = useStaffRole();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => opened(first));
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

  const { course } = state;
  return (
    <div className="max-w-3xl space-y-6">
      <StatusSection
        status={course.status}
        canPublish={can(role, 'catalogue.publish')}
        onChange={async (status) => {
          show(await patchCourse(id, { status, expectedUpdatedAt: course.updatedAt }));
        }}
      />
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
  return (
    <ItemEditPage
      back={{ to: adminPaths.courses, label: 'Courses' }}
      noun="course"
      queryKey={courseKey}
      load={getAdminCourse}
      titleOf={(item: AdminCourse) => item.title}
      keyOf={(item) => item.id}
      notFoundOn={[400, 404]}
    >
      {(item) => <EditCourse first={item} />}
    </ItemEditPage>
  );
}
