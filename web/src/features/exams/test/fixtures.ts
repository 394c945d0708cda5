import type { Exam } from '@the-gate/contract/exams';

/** Exams in the server's shape (contract/src/content.ts), in the server's order, like the demo data. */

export function exam(overrides: Partial<Exam> & Pick<Exam, 'id' | 'title'>): Exam {
  return {
    description: 'An exam.',
    price: 0,
    isFree: true,
    thumbnailPath: `/files/exams/exam-${overrides.id}.svg`,
    yearGroup: 'Year 5',
    subject: 'Reading',
    examType: 'Practice Test',
    duration: '30 minutes',
    durationMinutes: 30,
    questionCount: 20,
    difficulty: 'Standard',
    paperUrl: null,
    ...overrides,
  };
}

/** Free, Year 5, Reading: its paper is public. "retrieval" is only in its description. */
export const readingDiagnostic = exam({
  id: 1,
  title: 'Year 5 Reading Diagnostic Test: Start-of-Year Baseline',
  description: 'A short, free baseline test that checks Retrieval, inference and vocabulary at the start of Year 5.',
  examType: 'Diagnostic Test',
  duration: '40 minutes',
  durationMinutes: 40,
  questionCount: 20,
  difficulty: 'Beginner',
  paperUrl: '/files/exams/1/paper.pdf',
});

/** Paid (75), Year 5, Grammar and Punctuation. */
export const grammarPractice = exam({
  id: 2,
  title: 'Year 5 Grammar and Punctuation Practice Test 1',
  description: 'Twenty-five questions on sentence types, commas, apostrophes and speech punctuation.',
  price: 75,
  isFree: false,
  subject: 'Grammar and Punctuation',
  questionCount: 25,
});

/** Paid (195), Year 6, Reading, Advanced, a mock. */
export const readingMock = exam({
  id: 4,
  title: 'Year 6 Primary Checkpoint Mock Exam: Non-fiction Reading',
  description: 'A full-length mock based on two non-fiction texts.',
  price: 195,
  isFree: false,
  yearGroup: 'Year 6',
  examType: 'Mock Exam',
  duration: '70 minutes',
  durationMinutes: 70,
  questionCount: 24,
  difficulty: 'Advanced',
});

/** Paid (75, as the grammar test), Year 8, Writing, with a lower-case title to check the A–Z order ignores case. */
export const writingPaper = exam({
  id: 10,
  title: 'checkpoint Writing Past Paper (Year 8)',
  description: 'The 2024 Year 8 writing paper with the original marking criteria.',
  price: 75,
  isFree: false,
  yearGroup: 'Year 8',
  subject: 'Writing',
  examType: 'Past Paper',
  duration: '60 minutes',
  durationMinutes: 60,
  questionCount: 1,
  difficulty: 'Advanced',
});

export const exams: Exam[] = [readingDiagnostic, grammarPractice, readingMock, writingPaper];

/** The cart line the detail page adds for the grammar test (a line of type 'exam'). */
export const grammarPracticeCartLine = {
  id: 2,
  type: 'exam',
  title: grammarPractice.title,
  price: 75,
  quantity: 1,
  isFree: false,
  thumbnailPath: grammarPractice.thumbnailPath,
  yearGroup: 'Year 5',
  subject: 'Grammar and Punctuation',
};
