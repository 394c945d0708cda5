import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/**
 * The texts of the courses (issue 26 §2): the teacher course catalogue and its pages, My Courses
 * and the course player. Course titles, descriptions, categories and instructors stay as the
 * catalogue holds them.
 */
export const t = messages(en);
