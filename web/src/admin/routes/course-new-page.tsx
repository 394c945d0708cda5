import type { CreateCourseRequest } from '@the-gate/contract/admin-courses';
import { toast } from 'sonner';
import { NewItemPage } from '../components/item-edit-page';
import { CourseForm } from '../courses/course-form';
import { EMPTY_COURSE } from '../courses/course-form-values';
import { coursePagePath } from '../courses/course-paths';
import { createCourse } from '../courses/courses-api';
import { adminPaths } from '../paths';

/** A new teacher course (catalogue.manage, issue 24 §2): created as a Draft, then edited on its own page (cover, lessons, status). */
export function CourseNewPage() {
  return (
    <NewItemPage back={{ to: adminPaths.courses, label: 'Courses' }} title="New course">
      <CourseForm
        mode="create"
        defaults={EMPTY_COURSE}
        priceLocked={false}
        onSave={async (request) => {
          const { id } = await createCourse(request as CreateCourseRequest);
          toast.success('Course created as a draft. Add its cover and lessons here.');
          return { goTo: coursePagePath(id) };
        }}
      />
    </NewItemPage>
  );
}
