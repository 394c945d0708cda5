import { BookOpenCheck, ClipboardCheck, Library, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import type { CaseStudySlug, SchoolServiceSlug } from '../lib/schools-paths';

export type SchoolService = {
  slug: SchoolServiceSlug;
  icon: LucideIcon;
  /** The section's name on For Schools (SCH-01). */
  sectionTitle: string;
  /** The service page's heading. */
  title: string;
  /** One paragraph, used on For Schools and at the top of the service page. */
  summary: string;
  /** Three short points for the For Schools card. */
  highlights: readonly [string, string, string];
  /** Who it is for, in one sentence. */
  audience: string;
  includes: readonly string[];
  steps: readonly { title: string; text: string }[];
  /** The success story where this service did the heavy lifting. */
  caseStudy: CaseStudySlug;
};

/**
 * The five services of For Schools (B§2 "School services", SCH-01) and their own pages (RT-44: the
 * spec lists the routes but shows no screens, so the content is ours). The first section is named
 * "Development" in the spec's list; it is the curriculum service (`/school-curriculum`), so it reads
 * "Curriculum Development".
 */
export const SCHOOL_SERVICES: readonly SchoolService[] = [
  {
    slug: 'school-curriculum',
    icon: BookOpenCheck,
    sectionTitle: 'Curriculum Development',
    title: 'Curriculum Development',
    summary:
      'A Year 5 to Year 8 English scheme of work mapped to the Cambridge English curriculum framework, written around your timetable, your textbooks and your learners.',
    highlights: [
      'Long- and medium-term plans for every year group',
      'Progression from Year 5 to Year 8 without gaps or repeats',
      'Built for bilingual Arabic-English classrooms',
    ],
    audience: 'For heads of English and academic directors who want one coherent English programme across Years 5 to 8.',
    includes: [
      'Long-term and medium-term plans for each year group, mapped to the learning objectives of the Reading, Writing, and Speaking and Listening strands',
      'Unit plans with lesson sequences, model texts and extended writing tasks, ready to teach from',
      'A progression map so that skills such as inference, paragraphing and punctuation build from one year to the next',
      'Support for learners whose home language is Arabic: vocabulary lists, sentence frames and scaffolded writing tasks',
      'A calendar that fits the Egyptian school year, including Ramadan timetables and the mid-year break',
      'Editable documents your department owns and can keep improving',
    ],
    steps: [
      {
        title: 'Curriculum review',
        text: 'We read your current plans and textbooks and look at your last two years of Checkpoint and internal results.',
      },
      {
        title: 'Mapping workshop',
        text: 'A half-day session with your head of English to agree priorities, texts and the assessment points for each term.',
      },
      {
        title: 'Draft and pilot',
        text: 'We write the plans and pilot one unit per year group, adjusting them with your teachers’ feedback.',
      },
      {
        title: 'Handover and review',
        text: 'You receive the full scheme of work, with a review meeting at the end of each term of the first year.',
      },
    ],
    caseStudy: 'oakridge',
  },
  {
    slug: 'faculty-development',
    icon: Users,
    sectionTitle: 'Faculty Development',
    title: 'Faculty Development',
    summary:
      'Workshops, lesson observations and coaching that help your English teachers teach reading and writing the Cambridge way, with consistent marking across the department.',
    highlights: [
      'In-school workshops on reading, writing and questioning',
      'Observations with practical, written feedback',
      'Coaching cycles for teachers new to Cambridge',
    ],
    audience: 'For English departments with new teachers, a growing team, or marking that varies from class to class.',
    includes: [
      'In-school workshops on teaching reading for inference, modelled and shared writing, and questioning',
      'Lesson observations with written feedback against an agreed rubric',
      'Six-week coaching cycles for teachers new to the Cambridge curriculum',
      'Marking and moderation sessions using real student scripts from your school',
      'Leadership sessions for heads of department on planning, data and running moderation',
      'Access to The Gate’s online teacher courses, and certificates recording CPD hours',
    ],
    steps: [
      {
        title: 'Needs analysis',
        text: 'A short survey of your teachers and a round of lesson observations show where support will make the most difference.',
      },
      {
        title: 'Programme design',
        text: 'We agree a term-by-term plan of workshops and coaching that fits your in-service days and after-school slots.',
      },
      {
        title: 'Delivery',
        text: 'Our trainers run the sessions at your school, with follow-up tasks teachers try in their own classrooms.',
      },
      {
        title: 'Impact report',
        text: 'Follow-up observations and a moderation exercise measure what changed, in a report for your leadership team.',
      },
    ],
    caseStudy: 'westlake',
  },
  {
    slug: 'assessment-solutions',
    icon: ClipboardCheck,
    sectionTitle: 'Assessment Solutions',
    title: 'Assessment Solutions',
    summary:
      'Checkpoint-style tests, mark schemes and question-level analysis that show exactly which skills each class needs to work on, long before the real exam.',
    highlights: [
      'Baseline, termly and mock Checkpoint tests',
      'Mark schemes and moderation support',
      'Question-level analysis by strand and skill',
    ],
    audience: 'For schools that want to track progress in English and prepare learners calmly for Checkpoint.',
    includes: [
      'A September baseline test for each year group from Year 5 to Year 8',
      'Termly progress tests written in the style of the Checkpoint papers: a non-fiction paper and a fiction paper',
      'Full mock Checkpoint exams in the run-up to the April and October series',
      'Mark schemes with annotated sample answers, and a moderation session for your markers',
      'Question-level analysis by strand and skill for every class, with the three priorities for the next term',
      'Clear reports for parents that explain scores and next steps',
    ],
    steps: [
      {
        title: 'Assessment calendar',
        text: 'We agree when each year group sits its baseline, progress and mock tests, around your school calendar.',
      },
      {
        title: 'Tests and mark schemes',
        text: 'You receive print-ready papers and mark schemes for every assessment point, for every year group.',
      },
      {
        title: 'Marking and moderation',
        text: 'Your teachers mark; we moderate a sample so that a score means the same thing in every class.',
      },
      {
        title: 'Analysis and action',
        text: 'We return the question-level analysis within two weeks, with teaching priorities for each class.',
      },
    ],
    caseStudy: 'oakridge',
  },
  {
    slug: 'school-improvement',
    icon: TrendingUp,
    sectionTitle: 'School Improvement Programs',
    title: 'School Improvement Programs',
    summary:
      'A year-long partnership to raise attainment in English: a department review, a focused action plan and a consultant who visits every term until the targets are met.',
    highlights: [
      'A full review of the English department',
      'An action plan with three measurable priorities',
      'Termly consultant visits and an impact review',
    ],
    audience: 'For school leaders who want a lasting rise in English results, not a one-off training day.',
    includes: [
      'A department review: lesson observations, work scrutiny, results data and student voice',
      'An action plan with three priorities and targets you can measure',
      'A named consultant who visits every term and is available online between visits',
      'Help building a reading culture: class readers, library routines and reading for pleasure',
      'A tracking sheet for attainment and progress in Years 5 to 8',
      'An end-of-year impact review for your leadership team and board',
    ],
    steps: [
      {
        title: 'Department review',
        text: 'Two days in school, followed by a written report on strengths and areas to develop.',
      },
      {
        title: 'Action plan',
        text: 'Together we choose three priorities, with targets, owners and dates.',
      },
      {
        title: 'Termly support',
        text: 'Consultant visits, training and resources aimed at the priorities, and a check on progress each term.',
      },
      {
        title: 'Impact review',
        text: 'At the end of the year we measure the results against the targets and plan the next step.',
      },
    ],
    caseStudy: 'greenfield',
  },
  {
    slug: 'educational-resources',
    icon: Library,
    sectionTitle: 'Educational Resources',
    title: 'Educational Resources',
    summary:
      'Whole-school access to The Gate’s worksheets, presentations, practice exams and digital books for Years 5 to 8, with printed textbooks through our distributors.',
    highlights: [
      'School accounts for teachers and students',
      'Worksheets, presentations and practice exams by year',
      'Printed textbooks through our distributors',
    ],
    audience: 'For schools that want every English teacher and learner working from the same high-quality materials.',
    includes: [
      'Accounts for your teachers and students, set up by us',
      'Worksheets, PowerPoint presentations and practice exams for every year from 5 to 8',
      'Digital books and study notes that students can use at home',
      'Teacher packs with answer keys and marking guides',
      'Printed textbooks supplied through our Cairo and Giza distributors',
      'School pricing based on the number of students, agreed before anything is ordered',
    ],
    steps: [
      {
        title: 'Choose the year groups',
        text: 'Tell us which years and how many students and teachers; we send you a quotation.',
      },
      {
        title: 'Set-up',
        text: 'We create the accounts and organise the materials by year and term.',
      },
      {
        title: 'Onboarding',
        text: 'A one-hour session shows your teachers how to find, assign and print what they need.',
      },
      {
        title: 'Usage review',
        text: 'Each term we share which materials are used most and suggest what could help next.',
      },
    ],
    caseStudy: 'greenfield',
  },
];

export function findSchoolService(slug: string): SchoolService | undefined {
  return SCHOOL_SERVICES.find((service) => service.slug === slug);
}
