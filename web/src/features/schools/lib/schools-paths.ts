import { type CASE_STUDY_SLUGS, ROUTES } from '@the-gate/contract/routes';

/**
 * The school service and case-study addresses (A§2 route table; SCH-03, RT-44, RT-45), whose
 * pages are entries of the route table (`@the-gate/contract/routes`): links by slug, and the
 * patterns the screens are tested under.
 */
export const SCHOOL_SERVICE_SLUGS = [
  'school-curriculum',
  'faculty-development',
  'assessment-solutions',
  'school-improvement',
  'educational-resources',
] as const;
export type SchoolServiceSlug = (typeof SCHOOL_SERVICE_SLUGS)[number];

export const schoolServiceHref = (slug: SchoolServiceSlug) => `/${slug}`;

/** The five routes `SchoolServicePage` serves; it reads which one from the address. */
export const SCHOOL_SERVICE_PATHS: readonly string[] = [
  ROUTES.schoolCurriculum.path,
  ROUTES.facultyDevelopment.path,
  ROUTES.assessmentSolutions.path,
  ROUTES.schoolImprovement.path,
  ROUTES.educationalResources.path,
];

export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

/** The route `CaseStudyPage` serves; an unknown `:caseStudy` shows its not-found message. */
export const CASE_STUDY_PATH = ROUTES.caseStudy.path;
export const caseStudyHref = (slug: CaseStudySlug) => `/case-studies/${slug}`;
