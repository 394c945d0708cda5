/**
 * The school service and case-study addresses (A§2 route table; SCH-03, RT-44, RT-45). `paths.ts`
 * has no entries for them, so they live here, in one small module the router can import without
 * loading the screens.
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
export const SCHOOL_SERVICE_PATHS: readonly string[] = SCHOOL_SERVICE_SLUGS.map(schoolServiceHref);

export const CASE_STUDY_SLUGS = ['oakridge', 'westlake', 'greenfield'] as const;
export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

/** The route `CaseStudyPage` serves; an unknown `:caseStudy` shows its not-found message. */
export const CASE_STUDY_PATH = '/case-studies/:caseStudy';
export const caseStudyHref = (slug: CaseStudySlug) => `/case-studies/${slug}`;
