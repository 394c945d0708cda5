import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { COURSE_NOT_FOUND_MESSAGE } from './course-gates';

/** The server's words for an unknown teacher course (GET /api/teacher-courses/{id} → 404). */
export const TEACHER_COURSE_NOT_FOUND = 'Course not found.';

/** An unknown or malformed teacher course id, and the way back to the catalogue. */
export function TeacherCourseNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{TEACHER_COURSE_NOT_FOUND}</h1>
      <p className="text-slate-600">{COURSE_NOT_FOUND_MESSAGE}</p>
      <Button asChild variant="outline">
        <Link to={paths.teacherCourses.href()}>
          <ArrowLeft aria-hidden="true" />
          Back to Teacher Courses
        </Link>
      </Button>
    </div>
  );
}
