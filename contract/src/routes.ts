import { levelSlug, YEAR_LEVELS } from './catalogue-rules';

/**
 * The item behind a shareable page, which the server looks up to write the page's share tags and
 * title into its HTML, and to answer 404 when it does not exist (issue 11 §4, issue 23 §7).
 */
export type RouteItem = 'material' | 'book' | 'package' | 'exam' | 'course' | 'article';

/** A page's address parameters, e.g. `{ year: 'year-5' }` for `/packages/:year`. */
export type RouteParams = Readonly<Record<string, string>>;

export type RouteEntry = {
  /** The address pattern (`:name` for a segment, `*` for any path), matched by `route-match.ts`. */
  path: string;
  /**
   * In sitemap.xml: `true` for a page without parameters, or the parameters of each public
   * address of a pattern. Items (materials, books, posts) are listed by their modules instead.
   */
  sitemap?: true | readonly RouteParams[];
  /** Someone's own page, or checkout: robots.txt keeps crawlers out and the HTML says noindex. */
  private?: true;
  /** See RouteItem. */
  item?: RouteItem;
  /**
   * The screen's module in the web app (from `web/`), whose chunks the HTML names as preloads so
   * the browser fetches them with the entry script (issue 12 §5): the storefront's landing pages.
   */
  preload?: string;
};

const YEARS: readonly RouteParams[] = YEAR_LEVELS.map((level) => ({ year: levelSlug(level) }));

/** The invented case studies of the school pages (RT-45, decision 007). */
export const CASE_STUDY_SLUGS = ['oakridge', 'westlake', 'greenfield'] as const;

/**
 * Every page of the app, once (A§2 route table, issue 23 §2): the web router builds its routes
 * from it, the server its 404s, share tags, module preloads, sitemap and robots.txt. Adding a page
 * is one entry here, its title and description in each language (routes-en.ts, routes-ar.ts) and
 * its screen in `web/src/app/router.tsx` (each a type error until it is there). Pure data: no
 * React, nothing of the server.
 */
const TABLE = {
  home: {
    path: '/',
    sitemap: true,
    preload: 'src/app/routes/home.tsx',
  },
  materials: {
    path: '/materials',
    sitemap: true,
    preload: 'src/features/catalogue/routes/materials-page.tsx',
  },
  booksAndNotes: {
    path: '/books-and-notes',
    sitemap: true,
  },
  materialsType: {
    path: '/materials/type/:typeId',
    preload: 'src/features/catalogue/routes/materials-type-page.tsx',
  },
  materialsYear: {
    path: '/materials/:year',
    sitemap: YEARS,
  },
  materialsYearItem: {
    path: '/materials/:year/:id',
  },
  material: {
    path: '/material/:id',
    item: 'material',
    preload: 'src/features/catalogue/routes/material-detail-page.tsx',
  },
  login: {
    path: '/login',
  },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password', private: true },
  signup: {
    path: '/signup',
  },
  dashboard: { path: '/dashboard', private: true },
  myMaterials: { path: '/my-materials', private: true },
  myCourses: { path: '/my-courses', private: true },
  /** The buyer's payments and their PDF receipts (issue 25 §7). */
  myOrders: { path: '/my-orders', private: true },
  /** The buyer's licences: seats bought, who holds them, invitations and more seats (issue 27 §5). */
  myLicences: { path: '/my-licences', private: true },
  /** Seats offered to the signed-in address, to accept; the invitation mail links here (issue 27 §5). */
  licenceInvitations: { path: '/licence-invitations', private: true },
  course: { path: '/course/:courseId', private: true },
  /** The in-browser reader, a focused view outside the shop's layout (issue 9 §3). */
  reader: { path: '/reader/:id', private: true },
  profile: { path: '/profile', private: true },
  digitalBooks: {
    path: '/digital-books',
    sitemap: true,
    preload: 'src/features/books/routes/digital-books-page.tsx',
  },
  digitalBook: {
    path: '/digital-books/:id',
    item: 'book',
    preload: 'src/features/books/routes/digital-book-page.tsx',
  },
  packages: {
    path: '/packages',
    sitemap: true,
    preload: 'src/features/packages/routes/packages-page.tsx',
  },
  packagesYear: {
    path: '/packages/:year',
    sitemap: YEARS,
  },
  packageDetail: {
    path: '/packages/:year/:packageId',
    item: 'package',
    preload: 'src/features/packages/routes/package-detail-page.tsx',
  },
  exams: {
    path: '/the-gate-exams',
    sitemap: true,
  },
  exam: {
    path: '/the-gate-exams/:id',
    item: 'exam',
    preload: 'src/features/exams/routes/exam-page.tsx',
  },
  teacherCourses: {
    path: '/teacher-courses',
    sitemap: true,
  },
  teacherCourse: {
    path: '/teacher-courses/:courseId',
    item: 'course',
    preload: 'src/features/courses/routes/teacher-course-page.tsx',
  },
  students: {
    path: '/students',
    sitemap: true,
  },
  studentServices: {
    path: '/student-services',
    sitemap: true,
  },
  yearLevel: {
    path: '/year-level/:yearLevel',
    sitemap: YEAR_LEVELS.map((level) => ({ yearLevel: levelSlug(level) })),
  },
  forTeachers: {
    path: '/for-teachers',
    sitemap: true,
  },
  blog: {
    path: '/blog',
    sitemap: true,
    preload: 'src/app/routes/blog-list.tsx',
  },
  blogCategory: {
    path: '/blog/category/:categorySlug',
  },
  blogPost: {
    path: '/blog/:slug',
    item: 'article',
    preload: 'src/app/routes/blog-article.tsx',
  },
  /** The payment result (A§2, AMB-01): checkout sends the buyer here with `?ref=`. */
  paymentStatus: { path: '/payment-status', private: true },
  /** The route table's other spelling, the same screen (AMB-01, RT-13). */
  paymentStatusF: { path: '/payment-statusf', private: true },
  about: {
    path: '/about',
    sitemap: true,
  },
  contact: {
    path: '/contact',
    sitemap: true,
  },
  info: {
    path: '/info',
    sitemap: true,
  },
  terms: {
    path: '/terms',
    sitemap: true,
  },
  privacy: {
    path: '/privacy',
    sitemap: true,
  },
  comingSoon: {
    path: '/coming-soon',
  },
  gallery: {
    path: '/gallery',
    sitemap: true,
  },
  distributors: {
    path: '/distributors',
    sitemap: true,
  },
  forSchools: {
    path: '/for-schools',
    sitemap: true,
  },
  // The five school services (RT-44), one screen that reads which from the address.
  schoolCurriculum: {
    path: '/school-curriculum',
    sitemap: true,
  },
  facultyDevelopment: {
    path: '/faculty-development',
    sitemap: true,
  },
  assessmentSolutions: {
    path: '/assessment-solutions',
    sitemap: true,
  },
  schoolImprovement: {
    path: '/school-improvement',
    sitemap: true,
  },
  educationalResources: {
    path: '/educational-resources',
    sitemap: true,
  },
  /** RT-45; an unknown `:caseStudy` shows the screen's own not-found message. */
  caseStudy: {
    path: '/case-studies/:caseStudy',
    sitemap: CASE_STUDY_SLUGS.map((caseStudy) => ({ caseStudy })),
  },
  /** Any other address (RT-46, NF-01..NF-04): the server answers it 404. */
  notFound: { path: '*' },
} satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof TABLE;

/** The table by key, every entry read through the same shape. */
export const ROUTES: Readonly<Record<RouteKey, RouteEntry>> = TABLE;

/** The table as a list, in its order. */
export const ROUTE_ENTRIES = Object.entries(ROUTES) as [RouteKey, RouteEntry][];

/**
 * Where the back office lives (issue 24 §6): a page of its own (web/admin.html), not one of the
 * shop's routes. The server answers every address under it with that page, robots.txt keeps crawlers
 * out, and the shop's links go there with a full page load.
 */
export const BACK_OFFICE_PATH = '/admin';

/** Whether `pathname` is the back office's (`/admin` or under it, any case). */
export const isBackOfficePath = (pathname: string) => {
  const path = pathname.toLowerCase();
  return path === BACK_OFFICE_PATH || path.startsWith(`${BACK_OFFICE_PATH}/`);
};
