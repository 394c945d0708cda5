import type { AssignedCourse } from '@the-gate/contract/courses';
import { t } from '../i18n';

/** A badge colour per level (MC-07; the colours are ours): green, amber, red as the difficulty rises. */
export const DIFFICULTY_VARIANTS = {
  Beginner: 'success',
  Intermediate: 'accent',
  Advanced: 'danger',
} as const satisfies Record<AssignedCourse['difficultyLevel'], string>;

export const hoursLabel = (hours: number) => t('hours', { count: hours });
export const lessonsLabel = (count: number) => t('lessons', { count });
/** The groups the course is assigned to (AMB-51 reading: overall). */
export const groupsLabel = (count: number) => t('assignedGroups', { count });

/** The course My Courses hands over in navigation state (MC-09), if it is the one this page shows. */
export function courseFromState(state: unknown, courseId: number | null): AssignedCourse | null {
  if (!state || typeof state !== 'object' || !('course' in state)) return null;
  const { course } = state as { course: unknown };
  if (!course || typeof course !== 'object') return null;
  const candidate = course as Partial<AssignedCourse>;
  return candidate.id === courseId && typeof candidate.title === 'string' ? (candidate as AssignedCourse) : null;
}

/** A route's `:courseId` as a course id: a positive whole number, or null (no request is sent). */
export function parseCourseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
