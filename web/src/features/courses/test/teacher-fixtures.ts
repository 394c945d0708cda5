import type { TeacherCourse } from '@the-gate/contract/content';

/** Teacher courses in the server's shape (contract/src/content.ts, as GET /api/teacher-courses sends them). */

const lessons = (courseId: number, titles: string[]) =>
  titles.map((title, index) => ({ id: courseId * 100 + index + 1, title }));

/** "Persuasive" is only in its title; "Thornton" only in its instructor. */
export const persuasiveCourse: TeacherCourse = {
  id: 1,
  title: 'Teaching Persuasive Writing',
  description: 'Plan and teach a complete sequence, from mentor texts to live modelling and purposeful redrafting.',
  duration: '6 hours',
  durationInHours: 6,
  instructor: 'Ms. Rachel Thornton',
  level: 'Intermediate',
  rating: 4.7,
  students: 860,
  image: '/files/courses/1.jpg',
  price: 109.99,
  isFree: false,
  category: 'Writing',
  lessonCount: 3,
  lessons: lessons(1, ['What Makes Writing Effective?', 'Modelling with Mentor Texts', 'Feedback and Redrafting']),
};

/** The best rated, with the most students. */
export const guidedReadingCourse: TeacherCourse = {
  id: 2,
  title: 'Guided Reading for Years 5–6',
  description: 'Group learners, choose texts and run sessions that build fluency and understanding.',
  duration: '5 hours',
  durationInHours: 5,
  instructor: 'Ms. Dina Farouk',
  level: 'Beginner',
  rating: 4.9,
  students: 1240,
  image: null,
  price: 89.99,
  isFree: false,
  category: 'Reading',
  lessonCount: 2,
  lessons: lessons(2, ['Why Guided Reading Works', 'Running a Guided Reading Session']),
};

/** "Hinge questions" are only in its description. */
export const assessmentCourse: TeacherCourse = {
  id: 3,
  title: 'Assessment for Learning in Checkpoint English',
  description: 'Success criteria, hinge questions and feedback that moves learning forward.',
  duration: '10 hours',
  durationInHours: 10,
  instructor: 'Dr. Helen Marsh',
  level: 'Advanced',
  rating: 4.9,
  students: 530,
  image: '/files/courses/3.jpg',
  price: 149.99,
  isFree: false,
  category: 'Assessment',
  lessonCount: 0,
  lessons: [],
};

/** Free; "Language" is only its category. */
export const grammarCourse: TeacherCourse = {
  id: 5,
  title: 'Grammar Teaching that Sticks',
  description: 'Teach grammar in context with worked examples, sentence combining and retrieval practice.',
  duration: '1 hour',
  durationInHours: 1,
  instructor: 'Mr. Thomas Reid',
  level: 'Beginner',
  rating: 4.6,
  students: 1,
  image: '/files/courses/5.jpg',
  price: 94.99,
  isFree: true,
  category: 'Language',
  lessonCount: 1,
  lessons: lessons(5, ['Grammar in Context, Not Isolation']),
};

export const teacherCourses: TeacherCourse[] = [persuasiveCourse, guidedReadingCourse, assessmentCourse, grammarCourse];

/** The line the cart stores for the persuasive writing course (TC-05). */
export const persuasiveCartLine = {
  id: 1,
  type: 'course',
  title: 'Teaching Persuasive Writing',
  price: 109.99,
  quantity: 1,
  isFree: false,
  thumbnailPath: '/files/courses/1.jpg',
  author: 'Ms. Rachel Thornton',
  subject: 'Writing',
};
