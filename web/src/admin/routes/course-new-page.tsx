import type { CreateCourseRequest } from '@the-gate/contract/admin-courses';
import { toast } from 'sonner';
import { Link } from '@/lib/router';
import { PageTitle } from '../components/page-title';
import { CourseForm } from '../courses/course-form';
import { EMPTY_COURSE } from '../courses/course-form-values';
import { coursePagePath } from '../courses/course-paths';
import { createCourse } from '../courses/courses-api';
import { adminPaths } from '../paths';

/** A new teacher course (catalogue.manage, issue 24 §2): created as a Draft, then edited on its own page (cover, lessons, status). */
export function CourseNewPage() {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.courses} className="font-medium text-brand-700 underline underline-offset-2">
          Courses
        </Link>
      </p>
      <PageTitle title="New course" />
      <div className="max-w-3xl">
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
      </div>
    </>
  );
}
