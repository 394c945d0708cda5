import type { CaseStudySlug, SchoolServiceSlug } from '../lib/schools-paths';

export type CaseStudy = {
  slug: CaseStudySlug;
  school: string;
  location: string;
  /** What kind of school, in a few words. */
  profile: string;
  yearGroups: string;
  period: string;
  services: readonly SchoolServiceSlug[];
  /** The one-line result shown on For Schools. */
  headline: string;
  challenge: readonly string[];
  actions: readonly string[];
  results: readonly { figure: string; label: string }[];
  quote: { text: string; name: string; role: string };
};

/**
 * The three success stories (B§2, SCH-01) and their pages (RT-45: routes without screens in the
 * spec, so the content is ours). The schools are fictional demo content, written to be realistic
 * for Cambridge Checkpoint English in Egypt; replace them with real, consented stories before launch.
 */
export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    slug: 'oakridge',
    school: 'Oakridge International School',
    location: 'New Cairo, Cairo',
    profile: 'A bilingual Cambridge school of 1,100 students',
    yearGroups: 'Years 5 and 6',
    period: 'September 2022 to June 2024',
    services: ['school-curriculum', 'assessment-solutions'],
    headline: 'Primary Checkpoint English average up from 3.4 to 4.3',
    challenge: [
      'Oakridge’s Year 6 students spoke English confidently, but their Primary Checkpoint English scores had been flat for three years, with an average of 3.4 on Cambridge’s 0 to 6.0 scale.',
      'Writing was the weak point: answers were short, paragraphs unplanned, and Year 5 and Year 6 teachers each followed their own scheme, so skills were taught twice or not at all.',
    ],
    actions: [
      'Rewrote the Year 5 and Year 6 English schemes of work as one two-year sequence mapped to the curriculum framework.',
      'Introduced a fortnightly extended writing lesson with a model text, shared writing and a checklist students use to edit their own work.',
      'Set a September baseline and termly Checkpoint-style tests, with question-level analysis for every class.',
      'Used the analysis to run six-week small-group sessions for students below 3.5 on the progress tests.',
    ],
    results: [
      { figure: '3.4 → 4.3', label: 'Year 6 average Primary Checkpoint English score' },
      { figure: '41% → 68%', label: 'Students scoring 4.0 or above' },
      { figure: '+0.9', label: 'Rise on the writing questions, the biggest of any skill' },
    ],
    quote: {
      text: 'For the first time our Year 5 and Year 6 teachers plan from the same map. The termly analysis told us which students needed help in October, not in May.',
      name: 'Dina Farouk',
      role: 'Head of English, Primary',
    },
  },
  {
    slug: 'westlake',
    school: 'Westlake International School',
    location: 'Sheikh Zayed City, Giza',
    profile: 'A growing British-curriculum school of 850 students',
    yearGroups: 'Years 5 to 8',
    period: 'September 2023 to June 2024',
    services: ['faculty-development', 'assessment-solutions'],
    headline: 'Marking agreement across the department up from 62% to 91%',
    challenge: [
      'Westlake had opened two new classes a year and nine of its fourteen English teachers had joined in the last two years, several from national-curriculum schools.',
      'The same essay could receive very different marks from different teachers, parents questioned reports, and only 45% of observed English lessons were judged good or better.',
    ],
    actions: [
      'Ran six after-school workshops on reading for inference, modelled writing and questioning.',
      'Placed every new teacher in a six-week coaching cycle with two observed lessons and written feedback.',
      'Held a moderation session each term using real Westlake scripts, so teachers agreed on what each mark looks like.',
      'Trained the head of department to lead moderation and coaching herself from the second year.',
    ],
    results: [
      { figure: '62% → 91%', label: 'Marks within one band of the moderator’s' },
      { figure: '45% → 82%', label: 'Observed English lessons judged good or better' },
      { figure: '12 of 14', label: 'English teachers who stayed for the following year' },
    ],
    quote: {
      text: 'Our new teachers stopped guessing. They now know what a strong Year 7 answer looks like, and our parents can see that a grade means the same in every class.',
      name: 'Karim Mansour',
      role: 'Principal',
    },
  },
  {
    slug: 'greenfield',
    school: 'Greenfield International School',
    location: 'Maadi, Cairo',
    profile: 'An established Cambridge school of 1,400 students',
    yearGroups: 'Years 7 and 8',
    period: 'September 2023 to June 2024',
    services: ['school-improvement', 'educational-resources'],
    headline: 'Students reading a book a month up from 23% to 64%',
    challenge: [
      'Greenfield’s lower-secondary students did well in grammar but lost marks on the reading papers, especially on questions about a writer’s language and viewpoint.',
      'Few students read in English outside lessons: in a survey only 23% of Year 7 and Year 8 students had finished an English book in the past month, and the library was mostly used for homework.',
    ],
    actions: [
      'Carried out a two-day review of the English department and agreed three priorities: reading for pleasure, reading for inference, and use of data.',
      'Gave every Year 7 and Year 8 class a set of class readers and a weekly 20-minute reading lesson, with The Gate’s worksheets and presentations for each text.',
      'Gave students accounts for digital books and practice exams to use at home.',
      'Visited each term to observe, review progress data and adjust the plan with the leadership team.',
    ],
    results: [
      { figure: '23% → 64%', label: 'Students who read at least one English book a month' },
      { figure: '1,200 → 3,900', label: 'Library loans to Years 7 and 8 in a year' },
      { figure: '+0.7', label: 'Average rise on the reading questions of the end-of-year test' },
    ],
    quote: {
      text: 'The review gave us three priorities instead of thirty. A year later our students talk about the books they are reading, and it shows in their answers.',
      name: 'Nour El-Sayed',
      role: 'Deputy Head, Academic',
    },
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.slug === slug);
}
