import en from './locales/en.json';
import { messages } from '@/lib/i18n';
import { BookOpenCheck, ClipboardCheck, Library, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import type { CaseStudySlug, SchoolServiceSlug } from '../lib/schools-paths';

/** The school pages' own content (issue 26 §2): in the catalogue of the language being built. */
const t = messages(en);

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
    sectionTitle: t('curriculumTitle'),
    title: t('curriculumTitle'),
    summary:
      t('curriculumSummary'),
    highlights: [
      t('curriculumHighlight1'),
      t('curriculumHighlight2'),
      t('curriculumHighlight3'),
    ],
    audience: t('curriculumAudience'),
    includes: [
      t('curriculumInclude1'),
      t('curriculumInclude2'),
      t('curriculumInclude3'),
      t('curriculumInclude4'),
      t('curriculumInclude5'),
      t('curriculumInclude6'),
    ],
    steps: [
      {
        title: t('curriculumStep1Title'),
        text: t('curriculumStep1Text'),
      },
      {
        title: t('curriculumStep2Title'),
        text: t('curriculumStep2Text'),
      },
      {
        title: t('curriculumStep3Title'),
        text: t('curriculumStep3Text'),
      },
      {
        title: t('curriculumStep4Title'),
        text: t('curriculumStep4Text'),
      },
    ],
    caseStudy: 'oakridge',
  },
  {
    slug: 'faculty-development',
    icon: Users,
    sectionTitle: t('facultyTitle'),
    title: t('facultyTitle'),
    summary:
      t('facultySummary'),
    highlights: [
      t('facultyHighlight1'),
      t('facultyHighlight2'),
      t('facultyHighlight3'),
    ],
    audience: t('facultyAudience'),
    includes: [
      t('facultyInclude1'),
      t('facultyInclude2'),
      t('facultyInclude3'),
      t('facultyInclude4'),
      t('facultyInclude5'),
      t('facultyInclude6'),
    ],
    steps: [
      {
        title: t('facultyStep1Title'),
        text: t('facultyStep1Text'),
      },
      {
        title: t('facultyStep2Title'),
        text: t('facultyStep2Text'),
      },
      {
        title: t('facultyStep3Title'),
        text: t('facultyStep3Text'),
      },
      {
        title: t('facultyStep4Title'),
        text: t('facultyStep4Text'),
      },
    ],
    caseStudy: 'westlake',
  },
  {
    slug: 'assessment-solutions',
    icon: ClipboardCheck,
    sectionTitle: t('assessmentTitle'),
    title: t('assessmentTitle'),
    summary:
      t('assessmentSummary'),
    highlights: [
      t('assessmentHighlight1'),
      t('assessmentHighlight2'),
      t('assessmentHighlight3'),
    ],
    audience: t('assessmentAudience'),
    includes: [
      t('assessmentInclude1'),
      t('assessmentInclude2'),
      t('assessmentInclude3'),
      t('assessmentInclude4'),
      t('assessmentInclude5'),
      t('assessmentInclude6'),
    ],
    steps: [
      {
        title: t('assessmentStep1Title'),
        text: t('assessmentStep1Text'),
      },
      {
        title: t('assessmentStep2Title'),
        text: t('assessmentStep2Text'),
      },
      {
        title: t('assessmentStep3Title'),
        text: t('assessmentStep3Text'),
      },
      {
        title: t('assessmentStep4Title'),
        text: t('assessmentStep4Text'),
      },
    ],
    caseStudy: 'oakridge',
  },
  {
    slug: 'school-improvement',
    icon: TrendingUp,
    sectionTitle: t('improvementTitle'),
    title: t('improvementTitle'),
    summary:
      t('improvementSummary'),
    highlights: [
      t('improvementHighlight1'),
      t('improvementHighlight2'),
      t('improvementHighlight3'),
    ],
    audience: t('improvementAudience'),
    includes: [
      t('improvementInclude1'),
      t('improvementInclude2'),
      t('improvementInclude3'),
      t('improvementInclude4'),
      t('improvementInclude5'),
      t('improvementInclude6'),
    ],
    steps: [
      {
        title: t('improvementStep1Title'),
        text: t('improvementStep1Text'),
      },
      {
        title: t('improvementStep2Title'),
        text: t('improvementStep2Text'),
      },
      {
        title: t('improvementStep3Title'),
        text: t('improvementStep3Text'),
      },
      {
        title: t('improvementStep4Title'),
        text: t('improvementStep4Text'),
      },
    ],
    caseStudy: 'greenfield',
  },
  {
    slug: 'educational-resources',
    icon: Library,
    sectionTitle: t('resourcesTitle'),
    title: t('resourcesTitle'),
    summary:
      t('resourcesSummary'),
    highlights: [
      t('resourcesHighlight1'),
      t('resourcesHighlight2'),
      t('resourcesHighlight3'),
    ],
    audience: t('resourcesAudience'),
    includes: [
      t('resourcesInclude1'),
      t('resourcesInclude2'),
      t('resourcesInclude3'),
      t('resourcesInclude4'),
      t('resourcesInclude5'),
      t('resourcesInclude6'),
    ],
    steps: [
      {
        title: t('resourcesStep1Title'),
        text: t('resourcesStep1Text'),
      },
      {
        title: t('resourcesStep2Title'),
        text: t('resourcesStep2Text'),
      },
      {
        title: t('resourcesStep3Title'),
        text: t('resourcesStep3Text'),
      },
      {
        title: t('resourcesStep4Title'),
        text: t('resourcesStep4Text'),
      },
    ],
    caseStudy: 'greenfield',
  },
];

export function findSchoolService(slug: string): SchoolService | undefined {
  return SCHOOL_SERVICES.find((service) => service.slug === slug);
}
