/**
 * Input shapes of the demo catalogue. The data files beside this one fill them; `seed/run-seed.ts`
 * turns them into rows (with generated PDFs and images) through the modules' services.
 */

export type DemoYear = 5 | 6 | 7 | 8;

export const DEMO_MATERIAL_TYPES = [
  'Practice Sheet',
  'Presentation',
  'Practice Exam',
  'Past Paper',
  'Textbook',
  'Study Notes',
  'Teacher Resource',
  'Test Series',
] as const;
export type DemoMaterialType = (typeof DEMO_MATERIAL_TYPES)[number];

export const DEMO_SKILLS = [
  'Reading',
  'Writing',
  'Grammar and Punctuation',
  'Vocabulary',
  'Speaking and Listening',
] as const;
export type DemoSkill = (typeof DEMO_SKILLS)[number];

export type DemoMaterial = {
  /** Unique, kebab-case; also names the generated files. */
  slug: string;
  title: string;
  year: DemoYear;
  type: DemoMaterialType;
  skill: DemoSkill;
  /** One sentence, at most 160 characters. */
  briefDescription: string;
  /** HTML using only <p>, <h3>, <ul>, <ol>, <li>, <strong>, <em>. */
  description: string;
  /** EGP, 0 when free. */
  price: number;
  pages: number;
  author: string;
  /** YYYY-MM-DD */
  publishDate: string;
  downloadCount: number;
  viewCount: number;
};

/** A page of a demo PDF after its description: an extract to read, then questions on it. */
export type DemoExercise = {
  heading: string;
  /** One paragraph, about 40 to 80 words. */
  extract: string;
  questions: string[];
};

export type DemoBook = {
  slug: string;
  title: string;
  year: DemoYear;
  briefDescription: string;
  description: string;
  price: number;
  pages: number;
  author: string;
  publishDate: string;
  downloadCount: number;
};

export type DemoBlogAuthor = { key: string; name: string };
export type DemoBlogCategory = { name: string; slug: string };

export type DemoBlogPost = {
  slug: string;
  title: string;
  /** One or two sentences. */
  description: string;
  /** HTML article body, 300 to 700 words: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>. */
  content: string;
  /** A DemoBlogCategory slug, or null for an uncategorised post. */
  category: string | null;
  /** A DemoBlogAuthor key. */
  author: string;
  /** ISO timestamp; null for a draft that must never be served. */
  publishedAt: string | null;
  coverAlt: string;
};

export type DemoLesson = {
  title: string;
  description: string;
  /** HTML, 120 to 300 words. */
  content: string;
  /** HTML; equal to `content` for most lessons, different (extra activities) for some. */
  htmlContent: string;
  isPublished: boolean;
};

export type DemoCourse = {
  title: string;
  description: string;
  instructor: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  durationInHours: number;
  rating: number;
  students: number;
  /** EGP, between 89.99 and 149.99 (B§9). */
  price: number;
  category: string;
  lessons: DemoLesson[];
};

export type DemoExam = {
  title: string;
  description: string;
  price: number;
  yearGroup: 'Year 5' | 'Year 6' | 'Year 7' | 'Year 8';
  subject: DemoSkill;
  examType: 'Mock Exam' | 'Past Paper' | 'Practice Test' | 'Diagnostic Test';
  durationMinutes: number;
  questionCount: number;
  difficulty: 'Beginner' | 'Standard' | 'Advanced';
};

export type DemoDistributor = {
  name: string;
  description: string;
  tags: string[];
  locations: { area: string; address: string; phones: string[]; mapUrl: string }[];
};
