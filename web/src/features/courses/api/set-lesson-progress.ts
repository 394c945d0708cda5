import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignedCourse, LessonProgressResponse, LessonsResponse } from '@the-gate/contract/courses';
import { t } from '../i18n';
import { courseRequest } from '../lib/course-request';
import { assignedCoursesKey } from './get-assigned-courses';
import { courseQueryOptions } from './get-course';
import { lessonsQueryOptions } from './get-lessons';

export const PROGRESS_FAILED = t('progressFailed');

type Variables = { lessonId: number; completed: boolean };

/** PUT /api/courses/{courseId}/lessons/{lessonId}/progress (issue 9 §7). */
export function setLessonProgress(courseId: number, { lessonId, completed }: Variables) {
  return courseRequest<LessonProgressResponse>(`/api/courses/${courseId}/lessons/${lessonId}/progress`, 'progress', {
    method: 'PUT',
    body: { completed },
  });
}

/**
 * Marks a lesson complete or not. The server's answer is written into the cached lessons and
 * course, so the list, the header and (after a reload) the course cards all agree with it.
 */
export function useSetLessonProgress(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => setLessonProgress(courseId, variables),
    onSuccess: ({ lessonId, isCompleted, completedLessonCount, lessonCount }) => {
      queryClient.setQueryData<LessonsResponse>(lessonsQueryOptions(courseId).queryKey, (data) =>
        data
          ? {
              ...data,
              lessons: data.lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, isCompleted } : lesson)),
            }
          : data,
      );
      queryClient.setQueryData<AssignedCourse>(courseQueryOptions(courseId).queryKey, (course) =>
        course ? { ...course, completedLessonCount, lessonCount } : course,
      );
      void queryClient.invalidateQueries({ queryKey: assignedCoursesKey });
    },
    // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
    onError: () => void import('sonner').then(({ toast }) => toast.error(PROGRESS_FAILED)),
  });
}
