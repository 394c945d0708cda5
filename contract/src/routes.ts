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
   * The tab title. A page whose title comes from its data (a material's name) gives this one
   * while the data loads, and in the HTML when the server does not look the item up.
   */
  title: string;
  /** The meta description (issue 11 §4); the site's own when absent. */
  description?: string;
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

const SCHOOL_SERVICE =
  'A school service of The Gate for Cambridge Checkpoint English: what it includes and how it works.';

/** The invented case studies of the school pages (RT-45, decision 007). */
export const CASE_STUDY_SLUGS = ['oakridge', 'westlake', 'greenfield'] as const;

/**
 * Every page of the app, once (A§2 route table, issue 23 §2): the web router builds its routes
 * from it, the server its HTML titles, 404s, share tags, module preloads, sitemap and robots.txt.
 * Adding a page is one entry here and its screen in `web/src/app/router.tsx` (a type error until
 * it is there). Pure data: no React, nothing of the server.
 */
const TABLE = {
  home: {
    path: '/',
    title: 'Cambridge Checkpoint English, Years 5 to 8 | The Gate',
    description:
      'Practice sheets, past papers, digital books, year packages, exams and teacher courses for Cambridge Checkpoint English First Language, Years 5 to 8, in Egypt.',
    sitemap: true,
    preload: 'src/app/routes/home.tsx',
  },
  materials: {
    path: '/materials',
    title: 'Learning Materials | The Gate',
    description:
      'Search and filter Cambridge Checkpoint English materials by year, resource type and skill: practice sheets, presentations, past papers and more.',
    sitemap: true,
    preload: 'src/features/catalogue/routes/materials-page.tsx',
  },
  booksAndNotes: {
    path: '/books-and-notes',
    title: 'Books & Notes | The Gate',
    description:
      'Textbooks, study notes, teacher resources and test series for Cambridge Checkpoint English, Years 5 to 8.',
    sitemap: true,
  },
  materialsType: {
    path: '/materials/type/:typeId',
    title: 'Resource Type | The Gate',
    description: 'Cambridge Checkpoint English materials of one resource type, for Years 5 to 8.',
    preload: 'src/features/catalogue/routes/materials-type-page.tsx',
  },
  materialsYear: {
    path: '/materials/:year',
    title: 'Materials by Year | The Gate',
    description: 'Material collections for one Cambridge Checkpoint English year level.',
    sitemap: YEARS,
  },
  materialsYearItem: {
    path: '/materials/:year/:id',
    title: 'Year Materials | The Gate',
    description: 'A Cambridge Checkpoint English collection or material for one year level.',
  },
  material: {
    path: '/material/:id',
    title: 'Material | The Gate',
    description: 'A Cambridge Checkpoint English material: what it covers, a preview and its price in EGP.',
    item: 'material',
    preload: 'src/features/catalogue/routes/material-detail-page.tsx',
  },
  login: {
    path: '/login',
    title: 'Sign In | The Gate',
    description: 'Sign in to The Gate to reach your materials, courses and orders.',
  },
  forgotPassword: { path: '/forgot-password', title: 'Forgot Password | The Gate' },
  resetPassword: { path: '/reset-password', title: 'Reset Password | The Gate', private: true },
  signup: {
    path: '/signup',
    title: 'Create Your Account | The Gate',
    description: 'Create your account on The Gate: for students, parents, teachers and schools.',
  },
  dashboard: { path: '/dashboard', title: 'Dashboard | The Gate', private: true },
  myMaterials: { path: '/my-materials', title: 'My Materials | The Gate', private: true },
  myCourses: { path: '/my-courses', title: 'My Courses | The Gate', private: true },
  /** The buyer's payments and their PDF receipts (issue 25 §7). */
  myOrders: { path: '/my-orders', title: 'My Orders | The Gate', private: true },
  course: { path: '/course/:courseId', title: 'Course | The Gate', private: true },
  /** The in-browser reader, a focused view outside the shop's layout (issue 9 §3). */
  reader: { path: '/reader/:id', title: 'Reader | The Gate', private: true },
  profile: { path: '/profile', title: 'Profile | The Gate', private: true },
  digitalBooks: {
    path: '/digital-books',
    title: 'Digital Books | The Gate',
    description: 'Digital books for Cambridge Checkpoint English, Years 5 to 8: anthologies, handbooks and workbooks.',
    sitemap: true,
    preload: 'src/features/books/routes/digital-books-page.tsx',
  },
  digitalBook: {
    path: '/digital-books/:id',
    title: 'Digital Book | The Gate',
    description: 'A digital book for Cambridge Checkpoint English: preview, author, pages and price in EGP.',
    item: 'book',
    preload: 'src/features/books/routes/digital-book-page.tsx',
  },
  packages: {
    path: '/packages',
    title: 'Learning Packages | The Gate',
    description:
      'Year packages for Cambridge Checkpoint English, Years 5 to 8, in three tiers: Starter, Basic and Pro.',
    sitemap: true,
    preload: 'src/features/packages/routes/packages-page.tsx',
  },
  packagesYear: {
    path: '/packages/:year',
    title: 'Packages | The Gate',
    description: 'Compare the Starter, Basic and Pro packages of one year: what each includes, skill by skill.',
    sitemap: YEARS,
  },
  packageDetail: {
    path: '/packages/:year/:packageId',
    title: 'Package | The Gate',
    description: 'A Cambridge Checkpoint English year package: its practice sheets, presentations and practice exams.',
    item: 'package',
    preload: 'src/features/packages/routes/package-detail-page.tsx',
  },
  exams: {
    path: '/the-gate-exams',
    title: 'The Gate Exams | The Gate',
    description:
      'The Gate exams: diagnostic tests, practice tests and mock exams for Years 5 to 8, by year and subject.',
    sitemap: true,
  },
  exam: {
    path: '/the-gate-exams/:id',
    title: 'Exam | The Gate',
    description: 'A Gate exam: duration, questions, difficulty and price; take it once it is yours.',
    item: 'exam',
    preload: 'src/features/exams/routes/exam-page.tsx',
  },
  teacherCourses: {
    path: '/teacher-courses',
    title: 'Teacher Courses | The Gate',
    description:
      'Teacher professional development courses for Cambridge Checkpoint English: reading, writing, grammar and assessment.',
    sitemap: true,
  },
  teacherCourse: {
    path: '/teacher-courses/:courseId',
    title: 'Teacher Course | The Gate',
    description: 'A teacher professional development course: syllabus, instructor, level, duration and price.',
    item: 'course',
    preload: 'src/features/courses/routes/teacher-course-page.tsx',
  },
  students: {
    path: '/students',
    title: 'Resources for Students | The Gate',
    description: 'Resources for students: digital books, exams, practice materials and popular blog posts.',
    sitemap: true,
  },
  studentServices: {
    path: '/student-services',
    title: 'For Students | The Gate',
    description: 'For students: pick your year level, from Primary (Years 5 and 6) to Lower Secondary (Years 7 and 8).',
    sitemap: true,
  },
  yearLevel: {
    path: '/year-level/:yearLevel',
    title: 'Year Level | The Gate',
    description: 'Everything for one year level: books, package tiers and exams.',
    sitemap: YEAR_LEVELS.map((level) => ({ yearLevel: levelSlug(level) })),
  },
  forTeachers: {
    path: '/for-teachers',
    title: "Teachers' Hub | The Gate",
    description:
      "The Teachers' Hub: professional development courses, classroom resources, the blog and school services.",
    sitemap: true,
  },
  blog: {
    path: '/blog',
    title: 'Blog | The Gate',
    description:
      'Articles on reading, writing, grammar and exam preparation for Cambridge Checkpoint English, Years 5 to 8.',
    sitemap: true,
    preload: 'src/app/routes/blog-list.tsx',
  },
  blogCategory: {
    path: '/blog/category/:categorySlug',
    title: 'Blog Category | The Gate',
    description: 'Articles of one blog category on Cambridge Checkpoint English teaching and learning.',
  },
  blogPost: {
    path: '/blog/:slug',
    title: 'Article | The Gate',
    description: 'An article on Cambridge Checkpoint English teaching and learning.',
    item: 'article',
    preload: 'src/app/routes/blog-article.tsx',
  },
  /** The payment result (A§2, AMB-01): checkout sends the buyer here with `?ref=`. */
  paymentStatus: { path: '/payment-status', title: 'Payment Status | The Gate', private: true },
  /** The route table's other spelling, the same screen (AMB-01, RT-13). */
  paymentStatusF: { path: '/payment-statusf', title: 'Payment Status | The Gate', private: true },
  about: {
    path: '/about',
    title: 'About Us | The Gate',
    description: 'About The Gate: our mission and values in teaching Cambridge Checkpoint English in Egypt.',
    sitemap: true,
  },
  contact: {
    path: '/contact',
    title: 'Contact Us | The Gate',
    description: 'Contact The Gate: send us a message; we reply within 24-48 business hours.',
    sitemap: true,
  },
  info: {
    path: '/info',
    title: 'Information Center | The Gate',
    description: "The Gate's information center: who we are, where to follow us and how to reach us.",
    sitemap: true,
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service | The Gate',
    description: "The Gate's Terms of Service.",
    sitemap: true,
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy | The Gate',
    description: "The Gate's Privacy Policy: what we collect, why, and your rights.",
    sitemap: true,
  },
  comingSoon: {
    path: '/coming-soon',
    title: 'Payments Coming Soon | The Gate',
    description: 'Coming soon to The Gate: leave your e-mail and we will let you know.',
  },
  gallery: {
    path: '/gallery',
    title: 'Gallery | The Gate',
    description: "The covers of The Gate's digital books for Cambridge Checkpoint English.",
    sitemap: true,
  },
  distributors: {
    path: '/distributors',
    title: 'Distributors | The Gate',
    description: "Where to buy The Gate's printed books: distributors and their branches in Cairo and Giza.",
    sitemap: true,
  },
  forSchools: {
    path: '/for-schools',
    title: 'For Schools | The Gate',
    description:
      'School services: curriculum development, faculty development, assessment and school improvement for Cambridge Checkpoint English.',
    sitemap: true,
  },
  // The five school services (RT-44), one screen that reads which from the address.
  schoolCurriculum: {
    path: '/school-curriculum',
    title: 'Curriculum Development | The Gate',
    description: SCHOOL_SERVICE,
    sitemap: true,
  },
  facultyDevelopment: {
    path: '/faculty-development',
    title: 'Faculty Development | The Gate',
    description: SCHOOL_SERVICE,
    sitemap: true,
  },
  assessmentSolutions: {
    path: '/assessment-solutions',
    title: 'Assessment Solutions | The Gate',
    description: SCHOOL_SERVICE,
    sitemap: true,
  },
  schoolImprovement: {
    path: '/school-improvement',
    title: 'School Improvement Programs | The Gate',
    description: SCHOOL_SERVICE,
    sitemap: true,
  },
  educationalResources: {
    path: '/educational-resources',
    title: 'Educational Resources | The Gate',
    description: SCHOOL_SERVICE,
    sitemap: true,
  },
  /** RT-45; an unknown `:caseStudy` shows the screen's own not-found message. */
  caseStudy: {
    path: '/case-studies/:caseStudy',
    title: 'Case Study | The Gate',
    description: 'How a school improved its Cambridge Checkpoint English results with The Gate.',
    sitemap: CASE_STUDY_SLUGS.map((caseStudy) => ({ caseStudy })),
  },
  /** Any other address (RT-46, NF-01..NF-04): the server answers it 404. */
  notFound: { path: '*', title: 'Page Not Found | The Gate' },
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
