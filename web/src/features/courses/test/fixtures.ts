import type { AssignedCourse, AssignedCoursesResponse, Lesson, LessonsResponse } from '@the-gate/contract/courses';
import type { OwnedItems } from '@the-gate/contract/library';

/** The server's ownership read, which says which courses the user may open (issue 23 §7). */
export const OWNED = '/api/library/owned';
export const owningCourses = (...courseIds: number[]): OwnedItems => ({
  materialIds: [],
  groupIds: [],
  courseIds,
  examIds: [],
});

export const persuasiveWriting: AssignedCourse = {
  id: 3,
  title: 'Teaching Persuasive Writing',
  description: 'Strategies for Year 7–8 classrooms',
  thumbnailUrl: '/images/courses/3.jpg',
  isPublished: true,
  difficultyLevel: 'Intermediate',
  durationInHours: 6,
  instructor: 'Ms. Rachel Thornton',
  assignedGroupsCount: 2,
  lessonCount: 3,
  completedLessonCount: 1,
};

export const readingAloud: AssignedCourse = {
  id: 4,
  title: 'Reading Aloud with Confidence',
  description: 'Fluency routines for Year 5',
  thumbnailUrl: null,
  isPublished: false,
  difficultyLevel: 'Beginner',
  durationInHours: 1,
  instructor: 'Dr. Helen Marsh',
  assignedGroupsCount: 1,
  lessonCount: 1,
  completedLessonCount: 0,
};

export const literaryAnalysis: AssignedCourse = {
  id: 5,
  title: 'Literary Analysis in Depth',
  description: 'Close reading for Year 8',
  thumbnailUrl: '/images/courses/5.jpg',
  isPublished: true,
  difficultyLevel: 'Advanced',
  durationInHours: 0,
  instructor: '',
  assignedGroupsCount: 0,
  lessonCount: 0,
  completedLessonCount: 0,
};

/** A page of the assigned-courses answer. */
export function coursesPage(
  courses: AssignedCourse[],
  { page = 1, totalCount = courses.length, totalPages = 1 } = {},
): AssignedCoursesResponse {
  return { courses, totalCount, page, pageSize: 10, totalPages };
}

/** `count` distinct courses numbered from `from`. */
export const manyCourses = (count: number, from = 1): AssignedCourse[] =>
  Array.from({ length: count }, (_, index) => ({
    ...persuasiveWriting,
    id: 100 + from + index,
    title: `Course ${from + index}`,
  }));

export const hooks: Lesson = {
  id: 41,
  title: 'Hooks and openings',
  description: 'How to open a persuasive piece',
  content: '<h2>Openings</h2><p>Start with a <b>question</b>.</p>',
  htmlContent: '<h2>Openings</h2><p>Start with a <b>question</b>.</p>',
  documentUrl: '/api/courses/3/lessons/41/document?expires=1&signature=abc',
  isPublished: true,
  isCompleted: true,
};

export const rhetoric: Lesson = {
  id: 42,
  title: 'Rhetorical devices',
  description: null,
  content: '<p>Ethos, pathos and logos.</p>',
  htmlContent: '<p>Worksheet: <i>spot the device</i>.</p>',
  documentUrl: null,
  isPublished: false,
  isCompleted: false,
};

export const drafting: Lesson = {
  id: 43,
  title: 'Drafting and redrafting',
  description: 'From plan to final copy',
  content: '',
  htmlContent: '',
  documentUrl: null,
  isPublished: true,
  isCompleted: false,
};

export function lessonsAnswer(lessons: Lesson[]): LessonsResponse {
  return { lessons, totalCount: lessons.length, page: 1, pageSize: 100, totalPages: 1 };
}
