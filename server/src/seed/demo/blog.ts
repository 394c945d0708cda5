import { demoBlogPostsPart1 } from './blog-posts-part-1';
import { demoBlogPostsPart2 } from './blog-posts-part-2';
import type { DemoBlogAuthor, DemoBlogCategory, DemoBlogPost } from './types';

export const demoBlogAuthors: DemoBlogAuthor[] = [
  { key: 'mariam-el-sayed', name: 'Mariam El-Sayed' },
  { key: 'sarah-whitfield', name: 'Sarah Whitfield' },
  { key: 'omar-hassan', name: 'Omar Hassan' },
  { key: 'nourhan-abdel-rahman', name: 'Nourhan Abdel-Rahman' },
];

export const demoBlogCategories: DemoBlogCategory[] = [
  { name: 'Reading', slug: 'reading' },
  { name: 'Writing', slug: 'writing' },
  { name: 'Exam Preparation', slug: 'exam-preparation' },
  { name: 'Teaching Tips', slug: 'teaching-tips' },
];

export const demoBlogPosts: DemoBlogPost[] = [...demoBlogPostsPart1, ...demoBlogPostsPart2];
