import { year5Materials } from './materials-year-5';
import { year6Materials } from './materials-year-6';
import { year7Materials } from './materials-year-7';
import { year8Materials } from './materials-year-8';
import type { DemoMaterial } from './types';

/**
 * Demo teaching materials: 16 per year for Years 5 to 8. Per year: 5 Practice Sheets,
 * 3 Presentations, 2 Practice Exams, 2 Past Papers (Paper 1 and Paper 2) and one each of
 * Textbook, Study Notes, Teacher Resource and Test Series.
 */
export const demoMaterials: DemoMaterial[] = [
  ...year5Materials,
  ...year6Materials,
  ...year7Materials,
  ...year8Materials,
];
