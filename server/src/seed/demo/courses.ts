import { demoCoursesPart1 } from './courses-part-1';
import { demoCoursesPart2 } from './courses-part-2';
import { demoCoursesPart3 } from './courses-part-3';
import { demoCoursesPart4 } from './courses-part-4';
import type { DemoCourse } from './types';

/** The 8 teacher professional-development courses, with their lessons. */
export const demoCourses: DemoCourse[] = [
  ...demoCoursesPart1,
  ...demoCoursesPart2,
  ...demoCoursesPart3,
  ...demoCoursesPart4,
];
