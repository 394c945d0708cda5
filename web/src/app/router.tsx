import type { QueryClient } from '@tanstack/react-query';
import { ROUTE_ENTRIES, ROUTES, type RouteKey } from '@the-gate/contract/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { FocusedLayout } from './layout/focused-layout';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './layout/route-description';
import { RouteError } from './layout/route-error';
import { withPrefetch } from './route-prefetch';

/** A screen's component, loaded when its route is first visited: each screen is its own chunk. */
type Screen = () => Promise<ComponentType>;

/** `name` is the module's named export; a wrong one is a type error. */
function screen<M>(load: () => Promise<M>, name: keyof M): Screen {
  return async () => (await load())[name] as ComponentType;
}

/**
 * The screen of every page of the route table (`@the-gate/contract/routes`, issue 23 §2). Typed by
 * the table's keys: a page without a screen, or a screen without a page, is a type error.
 */
const SCREENS: Record<RouteKey, Screen> = {
  home: screen(() => import('./routes/home'), 'HomePage'),
  materials: screen(() => import('@/features/catalogue/routes/materials-page'), 'MaterialsPage'),
  booksAndNotes: screen(() => import('@/features/catalogue/routes/books-and-notes-page'), 'BooksAndNotesPage'),
  materialsType: screen(() => import('@/features/catalogue/routes/materials-type-page'), 'MaterialsTypePage'),
  materialsYear: screen(() => import('@/features/catalogue/routes/materials-year-page'), 'MaterialsYearPage'),
  materialsYearItem: screen(
    () => import('@/features/catalogue/routes/materials-year-item-page'),
    'MaterialsYearItemPage',
  ),
  material: screen(() => import('@/features/catalogue/routes/material-detail-page'), 'MaterialDetailPage'),
  login: screen(() => import('@/features/auth/routes/login-page'), 'LoginPage'),
  forgotPassword: screen(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
  resetPassword: screen(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
  signup: screen(() => import('@/features/signup/routes/signup-page'), 'SignupPage'),
  dashboard: screen(() => import('./routes/dashboard'), 'DashboardPage'),
  myMaterials: screen(() => import('@/features/library/routes/my-materials-page'), 'MyMaterialsPage'),
  myCourses: screen(() => import('@/features/courses/routes/my-courses-page'), 'MyCoursesPage'),
  course: screen(() => import('@/features/courses/routes/course-page'), 'CoursePage'),
  reader: screen(() => import('@/features/reader/routes/reader-page'), 'ReaderPage'),
  profile: screen(() => import('@/features/account/routes/profile-page'), 'ProfilePage'),
  digitalBooks: screen(() => import('@/features/books/routes/digital-books-page'), 'DigitalBooksPage'),
  digitalBook: screen(() => import('@/features/books/routes/digital-book-page'), 'DigitalBookPage'),
  packages: screen(() => import('@/features/packages/routes/packages-page'), 'PackagesPage'),
  packagesYear: screen(() => import('@/features/packages/routes/packages-year-page'), 'PackagesYearPage'),
  packageDetail: screen(() => import('@/features/packages/routes/package-detail-page'), 'PackageDetailPage'),
  exams: screen(() => import('@/features/exams/routes/exams-page'), 'ExamsPage'),
  exam: screen(() => import('@/features/exams/routes/exam-page'), 'ExamPage'),
  teacherCourses: screen(() => import('@/features/courses/routes/teacher-courses-page'), 'TeacherCoursesPage'),
  teacherCourse: screen(() => import('@/features/courses/routes/teacher-course-page'), 'TeacherCoursePage'),
  students: screen(() => import('./routes/students'), 'StudentsPage'),
  studentServices: screen(() => import('@/features/content/routes/student-services-page'), 'StudentServicesPage'),
  yearLevel: screen(() => import('./routes/year-level'), 'YearLevelPage'),
  forTeachers: screen(() => import('./routes/for-teachers'), 'ForTeachersPage'),
  blog: screen(() => import('./routes/blog-list'), 'BlogListPage'),
  blogCategory: screen(() => import('@/features/blog/routes/blog-category-page'), 'BlogCategoryPage'),
  blogPost: screen(() => import('./routes/blog-article'), 'BlogArticlePage'),
  paymentStatus: screen(() => import('@/features/payments/routes/payment-status-page'), 'PaymentStatusPage'),
  paymentStatusF: screen(() => import('@/features/payments/routes/payment-status-page'), 'PaymentStatusPage'),
  about: screen(() => import('@/features/content/routes/about-page'), 'AboutPage'),
  contact: screen(() => import('./routes/contact'), 'ContactPage'),
  info: screen(() => import('./routes/info'), 'InfoPage'),
  terms: screen(() => import('@/features/legal/routes/terms-page'), 'TermsPage'),
  privacy: screen(() => import('@/features/legal/routes/privacy-page'), 'PrivacyPage'),
  comingSoon: screen(() => import('./routes/coming-soon'), 'ComingSoonPage'),
  gallery: screen(() => import('@/features/content/routes/gallery-page'), 'GalleryPage'),
  distributors: screen(() => import('@/features/content/routes/distributors-page'), 'DistributorsPage'),
  forSchools: screen(() => import('./routes/for-schools'), 'ForSchoolsPage'),
  schoolCurriculum: screen(() => import('./routes/school-service'), 'SchoolServicePage'),
  facultyDevelopment: screen(() => import('./routes/school-service'), 'SchoolServicePage'),
  assessmentSolutions: screen(() => import('./routes/school-service'), 'SchoolServicePage'),
  schoolImprovement: screen(() => import('./routes/school-service'), 'SchoolServicePage'),
  educationalResources: screen(() => import('./routes/school-service'), 'SchoolServicePage'),
  caseStudy: screen(() => import('./routes/case-study'), 'CaseStudyPage'),
  notFound: screen(() => import('./routes/not-found'), 'NotFoundPage'),
};

/**
 * A page of the table as a route: its key as the route's id, its title and description in its
 * `handle` (RouteTitle, RouteDescription).
 */
function page(key: RouteKey): RouteObject {
  const { path, title, description } = ROUTES[key];
  return {
    id: key,
    path,
    lazy: async () => ({ Component: await SCREENS[key]() }),
    handle: { title, description } satisfies RouteHandle,
  };
}

/**
 * The reader opens in a tab of its own as a focused view: its own slim bar, not the shop's bar
 * and footer (issue 9 §3). Every other page is inside the shop's layout.
 */
const FOCUSED: readonly RouteKey[] = ['reader'];
const IN_LAYOUT = ROUTE_ENTRIES.map(([key]) => key).filter((key) => !FOCUSED.includes(key));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: IN_LAYOUT.map(page),
  },
  {
    element: <FocusedLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: FOCUSED.map(page),
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
