import { seededRandom } from '../lib/seeded-random';
import { DEMO_SKILLS, type DemoSkill, type DemoYear } from './demo/types';

/**
 * Generated standalone materials for the scale catalogue (issue 12 §4): varied, realistic text so
 * searches and filters behave as on a big real catalogue. Deterministic: material number `n`
 * always comes out the same, so two runs build the same catalogue.
 */

export type GeneratedMaterial = {
  title: string;
  briefDescription: string;
  description: string;
  price: number;
  author: string;
  publishDate: Date;
  subject: DemoSkill | null;
  typeName: string;
  downloadCount: number;
  viewCount: number;
  /** The `levels` tag; null for the untagged materials the Grade filter matches by text (MAT-13). */
  level: DemoYear | null;
  /** The year the text talks about, if any (an untagged material may still name one). */
  year: DemoYear;
  /** The `Sub-strand` tag value, or null; sometimes another skill than the subject (MAT-14). */
  subStrand: DemoSkill | null;
};

const TOPICS: Record<DemoSkill, string[]> = {
  Reading: [
    'Inference',
    'Poetry Analysis',
    'Non-fiction Comprehension',
    'Fiction Comprehension',
    "Writer's Viewpoint",
    'Summary and Main Ideas',
    'Media Texts',
    'Structure and Organisation',
    'Reading for Detail',
    'Comparing Texts',
  ],
  Writing: [
    'Narrative Openings',
    'Persuasive Letters',
    'Descriptive Writing',
    'Discursive Essays',
    'Report Writing',
    'Diary Entries',
    'Newspaper Articles',
    'Poem Writing',
    'Speech Writing',
    'Story Endings',
  ],
  'Grammar and Punctuation': [
    'Apostrophes',
    'Relative Clauses',
    'Commas and Semicolons',
    'Active and Passive Voice',
    'Direct Speech',
    'Verb Tenses',
    'Complex Sentences',
    'Colons and Dashes',
    'Modal Verbs',
    'Paragraphing',
  ],
  Vocabulary: [
    'Prefixes and Suffixes',
    'Word Roots',
    'Synonyms and Shades of Meaning',
    'Formal Register',
    'Connotation',
    'Academic Words',
    'Figurative Language',
    'Homophones',
    'Idioms',
    'Spelling Patterns',
  ],
  'Speaking and Listening': [
    'Group Discussion',
    'Formal Debate',
    'Presentations',
    'Drama and Role Play',
    'Listening for Detail',
    'Poetry Performance',
    'Interviews',
    'Persuasive Talks',
    'Storytelling Aloud',
    'Active Listening',
  ],
};

const SUBTITLES = [
  'Step by Step',
  'Building Confidence',
  'Checkpoint Focus',
  'Practice and Review',
  'From Basics to Mastery',
  'Skills in Context',
  'Exam Technique',
  'Quick Wins',
  'Going Deeper',
  'Revision Booster',
  'Classroom Challenge',
  'Independent Study',
];

const BRIEFS = [
  (topic: string, year: string) =>
    `Focused ${topic.toLowerCase()} practice for ${year} learners, with worked examples and answers.`,
  (topic: string, year: string) =>
    `Builds ${year} confidence in ${topic.toLowerCase()} through short, graded tasks and model responses.`,
  (topic: string, year: string) =>
    `Clear explanations and plenty of ${topic.toLowerCase()} exercises, pitched at ${year} Checkpoint level.`,
  (topic: string, year: string) =>
    `A ready-to-use ${topic.toLowerCase()} resource for ${year}: warm-ups, main tasks and a self-check quiz.`,
];

const PARAGRAPHS = [
  'Each section opens with a short model, then asks learners to try the skill themselves before comparing with a worked answer.',
  'Tasks move from guided practice to independent work, so teachers can set the first pages in class and the rest as homework.',
  'Mark schemes follow the Cambridge Checkpoint style and show what separates a secure answer from an excellent one.',
  'Extracts come from stories, articles, letters and poems chosen to interest learners in Egypt and across the region.',
  'A progress tracker at the end lets learners record their scores and spot the question types that still need work.',
  'Teachers will find timing suggestions, differentiation notes and extension ideas for confident learners.',
];

const AUTHORS = [
  'Mariam El-Sayed',
  'Omar Hassan',
  'Nourhan Abdel-Rahman',
  'Sarah Whitfield',
  'James Pembridge',
  'Eleanor Hughes',
  'Karim Mansour',
  'Laila Farouk',
];

const PRICES = [19.99, 29.99, 39.99, 49.99, 59.99, 79.99, 99.99, 129.99];
const YEARS: DemoYear[] = [5, 6, 7, 8];
const FIRST_PUBLISH_DAY = Date.UTC(2022, 0, 1);

const random = seededRandom;

/** Material number `n` (1-based) of the generated part, with one of the given type names. */
export function generateMaterial(n: number, typeNames: readonly string[]): GeneratedMaterial {
  const next = random(n * 7919);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;

  const year = pick(YEARS);
  const skill = pick(DEMO_SKILLS);
  const topic = pick(TOPICS[skill]);
  const typeName = pick(typeNames);
  // One in eight has no `levels` tag; half of those still name their year in the text.
  const level = chance(7 / 8) ? year : null;
  const namesYear = level !== null || chance(0.5);
  const yearText = namesYear ? `Year ${year}` : 'Checkpoint';
  const subject = chance(0.95) ? skill : null;
  const otherSkill = pick(DEMO_SKILLS.filter((s) => s !== skill));
  const subStrand = chance(0.75) ? skill : chance(0.6) ? otherSkill : null;
  const free = chance(0.15);
  const downloadCount = Math.floor(next() ** 3 * 3000);
  const paragraphs = [0, 1, 2].map(() => pick(PARAGRAPHS));

  return {
    title: `${namesYear ? `Year ${year} ` : ''}${topic} ${typeName} ${n}: ${pick(SUBTITLES)}`,
    briefDescription: pick(BRIEFS)(topic, yearText),
    description:
      `<p>This ${typeName.toLowerCase()} covers ${topic.toLowerCase()} for ${yearText} learners of English.</p>` +
      `<p>${paragraphs[0]} ${paragraphs[1]}</p><h3>What's inside</h3>` +
      `<ul><li>${4 + Math.floor(next() * 12)} tasks with answers</li><li>${paragraphs[2]}</li></ul>`,
    price: free ? 0 : pick(PRICES),
    author: pick(AUTHORS),
    publishDate: new Date(FIRST_PUBLISH_DAY + Math.floor(next() * 1400) * 86_400_000),
    subject,
    typeName,
    downloadCount,
    viewCount: downloadCount * 3 + Math.floor(next() * 500),
    level,
    year,
    subStrand,
  };
}
