import type { AdminCourse, PatchCourseRequest } from '@the-gate/contract/admin-courses';
import type { TeacherCourse } from '@the-gate/contract/courses';

/**
 * The course form's fields as the inputs hold them. `notSoldAlone` is the price's null (a course
 * only sold in a package); `price`, `isFree` and `notSoldAlone` are undefined while the role may not
 * change them (their inputs are disabled).
 */
export type CourseFormValues = {
  title: string;
  description: string;
  difficultyLevel: TeacherCourse['level'];
  durationInHours: number;
  price: number | undefined;
  notSoldAlone: boolean | undefined;
  isFree: boolean | undefined;
  instructor: string;
  category: string;
};

export const EMPTY_COURSE: CourseFormValues = {
  title: '',
  description: '',
  difficultyLevel: 'Beginner',
  durationInHours: 0,
  price: 0,
  notSoldAlone: false,
  isFree: false,
  instructor: '',
  category: '',
};

/** The form's values for a course the server sent. */
export function courseValuesOf(course: AdminCourse): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    difficultyLevel: course.level,
    durationInHours: course.durationInHours,
    price: course.price ?? 0,
    notSoldAlone: course.price === null,
    isFree: course.isFree,
    instructor: course.instructor,
    category: course.category,
  };
}

/**
 * The request the form's values make, before the contract's schema checks it: "not sold on its
 * own" is the price null; a locked price (undefined) is not sent.
 */
export function courseRequestOf(values: CourseFormValues): Record<string, unknown> {
  const { notSoldAlone, price, ...fields } = values;
  return { ...fields, price: notSoldAlone ? null : price };
}

type CourseRequestField = Exclude<keyof PatchCourseRequest, 'expectedUpdatedAt' | 'status'>;

const REQUEST_FIELD: Record<keyof CourseFormValues, CourseRequestField> = {
  title: 'title',
  description: 'description',
  difficultyLevel: 'difficultyLevel',
  durationInHours: 'durationInHours',
  price: 'price',
  notSoldAlone: 'price',
  isFree: 'isFree',
  instructor: 'instructor',
  category: 'category',
};

/**
 * The request fields whose form fields differ from what was loaded (issue 24 §2: a PATCH sends only
 * what changed). A field the role may not change (undefined) is never sent.
 */
export function changedCourseFields(loaded: CourseFormValues, now: CourseFormValues): Set<CourseRequestField> {
  const changed = new Set<CourseRequestField>();
  for (const key of Object.keys(REQUEST_FIELD) as (keyof CourseFormValues)[]) {
    if (now[key] === undefined) continue;
    if (JSON.stringify(now[key]) !== JSON.stringify(loaded[key])) changed.add(REQUEST_FIELD[key]);
  }
  return changed;
}

/** Only the `fields` of `request`, for a PATCH. */
export function pickCourse(request: PatchCourseRequest, fields: Set<CourseRequestField>): PatchCourseRequest {
  return Object.fromEntries(Object.entries(request).filter(([key]) => fields.has(key as CourseRequestField)));
}
