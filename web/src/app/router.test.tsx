import path from 'node:path';
import { matchRoute } from '@the-gate/contract/route-match';
import { ROUTE_ENTRIES, ROUTES, type RouteKey } from '@the-gate/contract/routes';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  CASE_STUDY_PATH,
  caseStudyHref,
  SCHOOL_SERVICE_PATHS,
  SCHOOL_SERVICE_SLUGS,
  schoolServiceHref,
} from '@/features/schools/lib/schools-paths';
import { loadScreen, screenModuleOf } from './router';

/** Issue 23 §2 and §5: the app's pages are the route table's, each screen loaded when first needed. */

describe('the router', () => {
  it('has a screen for every page of the table', async () => {
    for (const [key] of ROUTE_ENTRIES) {
      expect(typeof (await loadScreen(key)), key).toBe('function');
    }
  });

  it('names for every page the very module its screen is loaded from (screen-modules.json and the preloads go by it)', async () => {
    const web = path.resolve(import.meta.dirname, '../..');
    for (const [key, route] of ROUTE_ENTRIES) {
      const screen = await loadScreen(key);
      const module = (await import(/* @vite-ignore */ path.join(web, screenModuleOf(key)))) as Record<string, unknown>;
      expect(Object.values(module), key).toContain(screen);
      // The server's module preloads for a landing page name the same file.
      if (route.preload) expect(route.preload, key).toBe(screenModuleOf(key));
    }
  });
});

describe('links', () => {
  it("lead to their own page: every builder of `paths` makes an address of its table entry's pattern", () => {
    const samples: Record<keyof typeof paths, string> = {
      ...(Object.fromEntries(Object.entries(paths).map(([key, { href }]) => [key, (href as () => string)()])) as Record<
        keyof typeof paths,
        string
      >),
      yearLevel: paths.yearLevel.href('year-6'),
      blogPost: paths.blogPost.href('a b'),
      blogCategory: paths.blogCategory.href('grammar'),
      exam: paths.exam.href(4),
      course: paths.course.href(4),
      reader: paths.reader.href(4),
      digitalBook: paths.digitalBook.href(4),
      teacherCourse: paths.teacherCourse.href(4),
      materialsType: paths.materialsType.href(4),
      materialsYear: paths.materialsYear.href('year-7'),
      materialsYearItem: paths.materialsYearItem.href('year-7', 4),
      material: paths.material.href(4),
      packagesYear: paths.packagesYear.href('year-8'),
      packageDetail: paths.packageDetail.href('year-8', 4),
      login: paths.login.href('/my-materials').split('?')[0]!,
      signup: paths.signup.href('/my-materials').split('?')[0]!,
      paymentStatus: paths.paymentStatus.href('ref-1').split('?')[0]!,
      myCourses: paths.myCourses.href(2).split('?')[0]!,
    };
    for (const [key, address] of Object.entries(samples)) {
      expect(matchRoute(address).key, address).toBe(key);
      expect(paths[key as keyof typeof paths].path).toBe(ROUTES[key as RouteKey].path);
    }
  });

  it('to the school services and case studies lead to their pages of the table (RT-44, RT-45)', () => {
    const services = SCHOOL_SERVICE_SLUGS.map((slug) => matchRoute(schoolServiceHref(slug)).key);
    expect(services).toEqual([
      'schoolCurriculum',
      'facultyDevelopment',
      'assessmentSolutions',
      'schoolImprovement',
      'educationalResources',
    ]);
    expect(SCHOOL_SERVICE_PATHS).toEqual(services.map((key) => ROUTES[key].path));
    expect(matchRoute(caseStudyHref('westlake')).key).toBe('caseStudy');
    expect(CASE_STUDY_PATH).toBe(ROUTES.caseStudy.path);
  });
});
