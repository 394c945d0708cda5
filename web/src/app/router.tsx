import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { CASE_STUDY_PATH, SCHOOL_SERVICE_PATHS } from '@/features/schools/lib/schools-paths';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './layout/route-description';
import { RouteError } from './layout/route-error';
import { withPrefetch } from './route-prefetch';

/**
 * Each screen is its own chunk, loaded when first visited; `name` is the module's named export.
 * `description` becomes the page's meta description (issue 11 §4).
 */
function screen<M>(load: () => Promise<M>, name: keyof M, description?: string): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
    ...(description && { handle: { description } satisfies RouteHandle }),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: paths.home.path,
        ...screen(
          () => import('./routes/home'),
          'HomePage',
          'Practice sheets, past papers, digital books, year packages, exams and teacher courses for Cambridge Checkpoint English First Language, Years 5 to 8, in Egypt.',
        ),
      },
      {
        path: paths.materials.path,
        ...screen(
          () => import('@/features/catalogue/routes/materials-page'),
          'MaterialsPage',
          'Search and filter Cambridge Checkpoint English materials by year, resource type and skill: practice sheets, presentations, past papers and more.',
        ),
      },
      {
        path: paths.booksAndNotes.path,
        ...screen(
          () => import('@/features/catalogue/routes/books-and-notes-page'),
          'BooksAndNotesPage',
          'Textbooks, study notes, teacher resources and test series for Cambridge Checkpoint English, Years 5 to 8.',
        ),
      },
      {
        path: paths.materialsType.path,
        ...screen(
          () => import('@/features/catalogue/routes/materials-type-page'),
          'MaterialsTypePage',
          'Cambridge Checkpoint English materials of one resource type, for Years 5 to 8.',
        ),
      },
      {
        path: paths.materialsYear.path,
        ...screen(
          () => import('@/features/catalogue/routes/materials-year-page'),
          'MaterialsYearPage',
          'Material collections for one Cambridge Checkpoint English year level.',
        ),
      },
      {
        path: paths.materialsYearItem.path,
        ...screen(
          () => import('@/features/catalogue/routes/materials-year-item-page'),
          'MaterialsYearItemPage',
          'A Cambridge Checkpoint English collection or material for one year level.',
        ),
      },
      {
        path: paths.material.path,
        ...screen(
          () => import('@/features/catalogue/routes/material-detail-page'),
          'MaterialDetailPage',
          'A Cambridge Checkpoint English material: what it covers, a preview and its price in EGP.',
        ),
      },
      {
        path: paths.login.path,
        ...screen(
          () => import('@/features/auth/routes/login-page'),
          'LoginPage',
          'Sign in to The Gate to reach your materials, courses and orders.',
        ),
      },
      {
        path: paths.forgotPassword.path,
        ...screen(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
      },
      {
        path: paths.resetPassword.path,
        ...screen(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
      },
      {
        path: paths.signup.path,
        ...screen(
          () => import('@/features/signup/routes/signup-page'),
          'SignupPage',
          'Create your account on The Gate: for students, parents, teachers and schools.',
        ),
      },
      {
        path: paths.dashboard.path,
        ...screen(() => import('./routes/dashboard'), 'DashboardPage'),
      },
      {
        path: paths.myMaterials.path,
        ...screen(() => import('@/features/library/routes/my-materials-page'), 'MyMaterialsPage'),
      },
      {
        path: paths.myCourses.path,
        ...screen(() => import('@/features/courses/routes/my-courses-page'), 'MyCoursesPage'),
      },
      { path: paths.course.path, ...screen(() => import('@/features/courses/routes/course-page'), 'CoursePage') },
      { path: paths.profile.path, ...screen(() => import('@/features/account/routes/profile-page'), 'ProfilePage') },
      {
        path: paths.digitalBooks.path,
        ...screen(
          () => import('@/features/books/routes/digital-books-page'),
          'DigitalBooksPage',
          'Digital books for Cambridge Checkpoint English, Years 5 to 8: anthologies, handbooks and workbooks.',
        ),
      },
      {
        path: paths.digitalBook.path,
        ...screen(
          () => import('@/features/books/routes/digital-book-page'),
          'DigitalBookPage',
          'A digital book for Cambridge Checkpoint English: preview, author, pages and price in EGP.',
        ),
      },
      {
        path: paths.packages.path,
        ...screen(
          () => import('@/features/packages/routes/packages-page'),
          'PackagesPage',
          'Year packages for Cambridge Checkpoint English, Years 5 to 8, in three tiers: Starter, Basic and Pro.',
        ),
      },
      {
        path: paths.packagesYear.path,
        ...screen(
          () => import('@/features/packages/routes/packages-year-page'),
          'PackagesYearPage',
          'Compare the Starter, Basic and Pro packages of one year: what each includes, skill by skill.',
        ),
      },
      {
        path: paths.packageDetail.path,
        ...screen(
          () => import('@/features/packages/routes/package-detail-page'),
          'PackageDetailPage',
          'A Cambridge Checkpoint English year package: its practice sheets, presentations and practice exams.',
        ),
      },
      {
        path: paths.exams.path,
        ...screen(
          () => import('@/features/exams/routes/exams-page'),
          'ExamsPage',
          'The Gate exams: diagnostic tests, practice tests and mock exams for Years 5 to 8, by year and subject.',
        ),
      },
      {
        path: paths.exam.path,
        ...screen(
          () => import('@/features/exams/routes/exam-page'),
          'ExamPage',
          'A Gate exam: duration, questions, difficulty and price; take it once it is yours.',
        ),
      },
      {
        path: paths.teacherCourses.path,
        ...screen(
          () => import('@/features/courses/routes/teacher-courses-page'),
          'TeacherCoursesPage',
          'Teacher professional development courses for Cambridge Checkpoint English: reading, writing, grammar and assessment.',
        ),
      },
      {
        path: paths.teacherCourse.path,
        ...screen(
          () => import('@/features/courses/routes/teacher-course-page'),
          'TeacherCoursePage',
          'A teacher professional development course: syllabus, instructor, level, duration and price.',
        ),
      },
      {
        path: paths.students.path,
        ...screen(
          () => import('./routes/students'),
          'StudentsPage',
          'Resources for students: digital books, exams, practice materials and popular blog posts.',
        ),
      },
      {
        path: paths.studentServices.path,
        ...screen(
          () => import('@/features/content/routes/student-services-page'),
          'StudentServicesPage',
          'For students: pick your year level, from Primary (Years 5 and 6) to Lower Secondary (Years 7 and 8).',
        ),
      },
      {
        path: paths.yearLevel.path,
        ...screen(
          () => import('./routes/year-level'),
          'YearLevelPage',
          'Everything for one year level: books, package tiers and exams.',
        ),
      },
      {
        path: paths.forTeachers.path,
        ...screen(
          () => import('./routes/for-teachers'),
          'ForTeachersPage',
          "The Teachers' Hub: professional development courses, classroom resources, the blog and school services.",
        ),
      },
      {
        path: paths.blog.path,
        ...screen(
          () => import('./routes/blog-list'),
          'BlogListPage',
          'Articles on reading, writing, grammar and exam preparation for Cambridge Checkpoint English, Years 5 to 8.',
        ),
      },
      {
        path: paths.blogCategory.path,
        ...screen(
          () => import('@/features/blog/routes/blog-category-page'),
          'BlogCategoryPage',
          'Articles of one blog category on Cambridge Checkpoint English teaching and learning.',
        ),
      },
      {
        path: paths.blogPost.path,
        ...screen(
          () => import('./routes/blog-article'),
          'BlogArticlePage',
          'An article on Cambridge Checkpoint English teaching and learning.',
        ),
      },
      {
        path: paths.paymentStatus.path,
        ...screen(() => import('@/features/payments/routes/payment-status-page'), 'PaymentStatusPage'),
      },
      // The route table's other spelling shows the same screen (AMB-01).
      {
        path: paths.paymentStatusF.path,
        ...screen(() => import('@/features/payments/routes/payment-status-page'), 'PaymentStatusPage'),
      },
      {
        path: paths.about.path,
        ...screen(
          () => import('@/features/content/routes/about-page'),
          'AboutPage',
          'About The Gate: our mission and values in teaching Cambridge Checkpoint English in Egypt.',
        ),
      },
      {
        path: paths.contact.path,
        ...screen(
          () => import('./routes/contact'),
          'ContactPage',
          'Contact The Gate: send us a message; we reply within 24-48 business hours.',
        ),
      },
      {
        path: paths.info.path,
        ...screen(
          () => import('./routes/info'),
          'InfoPage',
          "The Gate's information center: who we are, where to follow us and how to reach us.",
        ),
      },
      {
        path: paths.terms.path,
        ...screen(() => import('@/features/legal/routes/terms-page'), 'TermsPage', "The Gate's Terms of Service."),
      },
      {
        path: paths.privacy.path,
        ...screen(
          () => import('@/features/legal/routes/privacy-page'),
          'PrivacyPage',
          "The Gate's Privacy Policy: what we collect, why, and your rights.",
        ),
      },
      {
        path: paths.comingSoon.path,
        ...screen(
          () => import('./routes/coming-soon'),
          'ComingSoonPage',
          'Coming soon to The Gate: leave your e-mail and we will let you know.',
        ),
      },
      {
        path: paths.gallery.path,
        ...screen(
          () => import('@/features/content/routes/gallery-page'),
          'GalleryPage',
          "The covers of The Gate's digital books for Cambridge Checkpoint English.",
        ),
      },
      {
        path: paths.distributors.path,
        ...screen(
          () => import('@/features/content/routes/distributors-page'),
          'DistributorsPage',
          "Where to buy The Gate's printed books: distributors and their branches in Cairo and Giza.",
        ),
      },
      {
        path: paths.forSchools.path,
        ...screen(
          () => import('./routes/for-schools'),
          'ForSchoolsPage',
          'School services: curriculum development, faculty development, assessment and school improvement for Cambridge Checkpoint English.',
        ),
      },
      {
        path: CASE_STUDY_PATH,
        ...screen(
          () => import('./routes/case-study'),
          'CaseStudyPage',
          'How a school improved its Cambridge Checkpoint English results with The Gate.',
        ),
      },
      ...SCHOOL_SERVICE_PATHS.map((path) => ({
        path,
        ...screen(
          () => import('./routes/school-service'),
          'SchoolServicePage',
          'A school service of The Gate for Cambridge Checkpoint English: what it includes and how it works.',
        ),
      })),
      { path: '*', ...screen(() => import('./routes/not-found'), 'NotFoundPage') },
    ],
  },
  // The reader opens in a tab of its own as a focused view: its own slim bar, not the shop's bar
  // and footer (issue 9 §3).
  {
    path: paths.reader.path,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    ...screen(() => import('@/features/reader/routes/reader-page'), 'ReaderPage'),
  },
];

/** With the app's query client, the storefront's main routes start their first request early. */
export const createAppRouter = (queryClient?: QueryClient) =>
  createBrowserRouter(queryClient ? withPrefetch(routes, queryClient) : routes);

/**
 * The router for a page the server rendered: the current page's screen is loaded before it is
 * created, and the server's router state is taken as it is, so its first render is the HTML
 * already on screen (no loading state in between).
 */
export async function createHydratingRouter(queryClient: QueryClient, hydrationData: HydrationState) {
  const appRoutes = withPrefetch(routes, queryClient);
  const lazyMatches = (matchRoutes(appRoutes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(appRoutes, { hydrationData });
}
