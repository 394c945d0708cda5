import en from './locales/en.json';
import { messages } from '@/lib/i18n';
import type { CaseStudySlug, SchoolServiceSlug } from '../lib/schools-paths';

/** The school pages' own content (issue 26 §2): in the catalogue of the language being built. */
const t = messages(en);

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
    school: t('oakridgeSchool'),
    location: t('oakridgeLocation'),
    profile: t('oakridgeProfile'),
    yearGroups: t('oakridgeYearGroups'),
    period: t('oakridgePeriod'),
    services: ['school-curriculum', 'assessment-solutions'],
    headline: t('oakridgeHeadline'),
    challenge: [
      t('oakridgeChallenge1'),
      t('oakridgeChallenge2'),
    ],
    actions: [
      t('oakridgeAction1'),
      t('oakridgeAction2'),
      t('oakridgeAction3'),
      t('oakridgeAction4'),
    ],
    results: [
      { figure: t('oakridgeResult1Figure'), label: t('oakridgeResult1Label') },
      { figure: t('oakridgeResult2Figure'), label: t('oakridgeResult2Label') },
      { figure: t('oakridgeResult3Figure'), label: t('oakridgeResult3Label') },
    ],
    quote: {
      text: t('oakridgeQuoteText'),
      name: t('oakridgeQuoteName'),
      role: t('oakridgeQuoteRole'),
    },
  },
  {
    slug: 'westlake',
    school: t('westlakeSchool'),
    location: t('westlakeLocation'),
    profile: t('westlakeProfile'),
    yearGroups: t('westlakeYearGroups'),
    period: t('westlakePeriod'),
    services: ['faculty-development', 'assessment-solutions'],
    headline: t('westlakeHeadline'),
    challenge: [
      t('westlakeChallenge1'),
      t('westlakeChallenge2'),
    ],
    actions: [
      t('westlakeAction1'),
      t('westlakeAction2'),
      t('westlakeAction3'),
      t('westlakeAction4'),
    ],
    results: [
      { figure: t('westlakeResult1Figure'), label: t('westlakeResult1Label') },
      { figure: t('westlakeResult2Figure'), label: t('westlakeResult2Label') },
      { figure: t('westlakeResult3Figure'), label: t('westlakeResult3Label') },
    ],
    quote: {
      text: t('westlakeQuoteText'),
      name: t('westlakeQuoteName'),
      role: t('westlakeQuoteRole'),
    },
  },
  {
    slug: 'greenfield',
    school: t('greenfieldSchool'),
    location: t('greenfieldLocation'),
    profile: t('greenfieldProfile'),
    yearGroups: t('greenfieldYearGroups'),
    period: t('greenfieldPeriod'),
    services: ['school-improvement', 'educational-resources'],
    headline: t('greenfieldHeadline'),
    challenge: [
      t('greenfieldChallenge1'),
      t('greenfieldChallenge2'),
    ],
    actions: [
      t('greenfieldAction1'),
      t('greenfieldAction2'),
      t('greenfieldAction3'),
      t('greenfieldAction4'),
    ],
    results: [
      { figure: t('greenfieldResult1Figure'), label: t('greenfieldResult1Label') },
      { figure: t('greenfieldResult2Figure'), label: t('greenfieldResult2Label') },
      { figure: t('greenfieldResult3Figure'), label: t('greenfieldResult3Label') },
    ],
    quote: {
      text: t('greenfieldQuoteText'),
      name: t('greenfieldQuoteName'),
      role: t('greenfieldQuoteRole'),
    },
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.slug === slug);
}
