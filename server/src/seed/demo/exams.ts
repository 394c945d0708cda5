import type { DemoExam } from './types';

/** Demo online exams: three per year group, mixing skills, exam types and difficulty. */
export const demoExams: DemoExam[] = [
  // Year 5
  {
    title: 'Year 5 Reading Diagnostic Test: Start-of-Year Baseline',
    description:
      'A short, free baseline test that checks retrieval, inference and vocabulary at the start of Year 5, so teachers and parents know where to focus.',
    price: 0,
    yearGroup: 'Year 5',
    subject: 'Reading',
    examType: 'Diagnostic Test',
    durationMinutes: 40,
    questionCount: 20,
    difficulty: 'Beginner',
  },
  {
    title: 'Year 5 Grammar and Punctuation Practice Test 1',
    description:
      'Twenty-five questions on sentence types, commas, apostrophes, speech punctuation and relative clauses, with a full answer key at the back.',
    price: 75,
    yearGroup: 'Year 5',
    subject: 'Grammar and Punctuation',
    examType: 'Practice Test',
    durationMinutes: 30,
    questionCount: 25,
    difficulty: 'Standard',
  },
  {
    title: 'Year 5 End-of-Year Writing Mock Exam',
    description:
      'A timed mock with short editing questions and two extended tasks, a story and a persuasive letter, marked against clear criteria.',
    price: 120,
    yearGroup: 'Year 5',
    subject: 'Writing',
    examType: 'Mock Exam',
    durationMinutes: 60,
    questionCount: 12,
    difficulty: 'Standard',
  },
  // Year 6
  {
    title: 'Year 6 Primary Checkpoint Mock Exam: Non-fiction Reading',
    description:
      'A full-length mock in Primary Checkpoint style based on two non-fiction texts, covering retrieval, inference, language and summary questions.',
    price: 195,
    yearGroup: 'Year 6',
    subject: 'Reading',
    examType: 'Mock Exam',
    durationMinutes: 70,
    questionCount: 24,
    difficulty: 'Advanced',
  },
  {
    title: 'Year 6 Past Paper: Fiction Writing (2024)',
    description:
      'The 2024 Year 6 mock fiction paper, with planning questions, sentence-level tasks and an extended story, plus the original marking criteria.',
    price: 150,
    yearGroup: 'Year 6',
    subject: 'Writing',
    examType: 'Past Paper',
    durationMinutes: 45,
    questionCount: 15,
    difficulty: 'Standard',
  },
  {
    title: 'Year 6 Vocabulary Diagnostic Test',
    description:
      'A free diagnostic test of word meanings, synonyms, word families and vocabulary in context, with a personalised list of words to revise.',
    price: 0,
    yearGroup: 'Year 6',
    subject: 'Vocabulary',
    examType: 'Diagnostic Test',
    durationMinutes: 30,
    questionCount: 40,
    difficulty: 'Beginner',
  },
  // Year 7
  {
    title: 'Year 7 Reading Practice Test: Inference and Language',
    description:
      'Practice questions on a short story and a memoir extract, focusing on inference with evidence and explaining the effect of language choices.',
    price: 110,
    yearGroup: 'Year 7',
    subject: 'Reading',
    examType: 'Practice Test',
    durationMinutes: 50,
    questionCount: 22,
    difficulty: 'Standard',
  },
  {
    title: 'Year 7 Listening Diagnostic Test: Talks and Discussions',
    description:
      'Learners listen to recorded talks and a group discussion, then answer questions on main ideas, detail, viewpoint and how speakers respond to each other.',
    price: 85,
    yearGroup: 'Year 7',
    subject: 'Speaking and Listening',
    examType: 'Diagnostic Test',
    durationMinutes: 35,
    questionCount: 18,
    difficulty: 'Beginner',
  },
  {
    title: 'Year 7 End-of-Year Mock Exam: Grammar and Punctuation',
    description:
      'A demanding end-of-year mock on complex sentences, relative clauses, semicolons, colons and proofreading, with detailed explanations for every answer.',
    price: 140,
    yearGroup: 'Year 7',
    subject: 'Grammar and Punctuation',
    examType: 'Mock Exam',
    durationMinutes: 45,
    questionCount: 50,
    difficulty: 'Advanced',
  },
  // Year 8
  {
    title: 'Year 8 Writing Mock Exam: Argument and Narrative',
    description:
      'A two-hour mock with directed writing, an argumentative speech and a narrative composition, marked for content, structure, style and accuracy.',
    price: 250,
    yearGroup: 'Year 8',
    subject: 'Writing',
    examType: 'Mock Exam',
    durationMinutes: 120,
    questionCount: 10,
    difficulty: 'Advanced',
  },
  {
    title: 'Year 8 Past Paper: Non-fiction Reading (2025)',
    description:
      'The reading section of the 2025 Year 8 end-of-year non-fiction paper, based on two texts about the Grand Egyptian Museum.',
    price: 175,
    yearGroup: 'Year 8',
    subject: 'Reading',
    examType: 'Past Paper',
    durationMinutes: 75,
    questionCount: 28,
    difficulty: 'Advanced',
  },
  {
    title: 'Year 8 Vocabulary Practice Test: Connotation and Word Choice',
    description:
      'Forty-five questions on connotation, formality, precise verbs and academic vocabulary, building the word knowledge that analysis questions require.',
    price: 90,
    yearGroup: 'Year 8',
    subject: 'Vocabulary',
    examType: 'Practice Test',
    durationMinutes: 40,
    questionCount: 45,
    difficulty: 'Standard',
  },
];
