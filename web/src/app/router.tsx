import type { QueryClient } from '@tanstack/react-query';
import { stripLocale } from '@the-gate/contract/locales';
import { matchRoute, type RouteMatch } from '@the-gate/contract/route-match';
import { isBackOfficePath, type RouteKey } from '@the-gate/contract/routes';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation as useAddress } from 'wouter';
import { ParamsProvider, pathOf } from '@/lib/router';
import { FocusedLayout } from './layout/focused-layout';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error';
import { startPrefetch } from './route-prefetch';
import { preloadScreenModules } from './screen-modules';

/**
 * A screen's component, loaded when its route is first visited: each screen is its own chunk.
 * `module` is its file, by which screen-modules.json lists the chunks it needs (router.test.tsx
 * checks it names the module `load` imports).
 */
type Screen = { module: string; load: () => Promise<ComponentType> };

/** `name` is the module's named export; a wrong one is a type error. */
function screen<M>(module: string, load: () => Promise<M>, name: keyof M): Screen {
  return { module, load: async () => (await load())[name] as ComponentType };
}

/**
 * The screen of every page of the route table (`@the-gate/contract/routes`, issue 23 §2). Typed by
 * the table's keys: a page without a screen, or a screen without a page, is a type error.
 */
const SCREENS: Record<RouteKey, Screen> = {
  home: screen('src/app/routes/home.tsx', () => import('./routes/home'), 'HomePage'),
  materials: screen(
    'src/features/catalogue/routes/materials-page.tsx',
    () => import('@/features/catalogue/routes/materials-page'),
    'MaterialsPage',
  ),
  booksAndNotes: screen(
    'src/features/catalogue/routes/books-and-notes-page.tsx',
    () => import('@/features/catalogue/routes/books-and-notes-page'),
    'BooksAndNotesPage',
  ),
  materialsType: screen(
    'src/features/catalogue/routes/materials-type-page.tsx',
    () => import('@/features/catalogue/routes/materials-type-page'),
    'MaterialsTypePage',
  ),
  materialsYear: screen(
    'src/features/catalogue/routes/materials-year-page.tsx',
    () => import('@/features/catalogue/routes/materials-year-page'),
    'MaterialsYearPage',
  ),
  materialsYearItem: screen(
    'src/features/catalogue/routes/materials-year-item-page.tsx',
    () => import('@/features/catalogue/routes/materials-year-item-page'),
    'MaterialsYearItemPage',
  ),
  material: screen(
    'src/features/catalogue/routes/material-detail-page.tsx',
    () => import('@/features/catalogue/routes/material-detail-page'),
    'MaterialDetailPage',
  ),
  login: screen(
    'src/features/auth/routes/login-page.tsx',
    () => import('@/features/auth/routes/login-page'),
    'LoginPage',
  ),
  forgotPassword: screen(
    'src/features/auth/routes/forgot-password-page.tsx',
    () => import('@/features/auth/routes/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  resetPassword: screen(
    'src/features/auth/routes/reset-password-page.tsx',
    () => import('@/features/auth/routes/reset-password-page'),
    'ResetPasswordPage',
  ),
  signup: screen(
    'src/features/signup/routes/signup-page.tsx',
    () => import('@/features/signup/routes/signup-page'),
    'SignupPage',
  ),
  dashboard: screen('src/app/routes/dashboard.tsx', () => import('./routes/dashboard'), 'DashboardPage'),
  myMaterials: screen(
    'src/features/library/routes/my-materials-page.tsx',
    () => import('@/features/library/routes/my-materials-page'),
    'MyMaterialsPage',
  ),
  myCourses: screen(
    'src/features/courses/routes/my-courses-page.tsx',
    () => import('@/features/courses/routes/my-courses-page'),
    'MyCoursesPage',
  ),
  myOrders: screen(
    'src/features/orders/routes/my-orders-page.tsx',
    () => import('@/features/orders/routes/my-orders-page'),
    'MyOrdersPage',
  ),
  myLicences: screen(
    'src/features/licences/routes/my-licences-page.tsx',
    () => import('@/features/licences/routes/my-licences-page'),
    'MyLicencesPage',
  ),
  licenceInvitations: screen(
    'src/features/licences/routes/licence-invitations-page.tsx',
    () => import('@/features/licences/routes/licence-invitations-page'),
    'LicenceInvitationsPage',
  ),
  course: screen(
    'src/features/courses/routes/course-page.tsx',
    () => import('@/features/courses/routes/course-page'),
    'CoursePage',
  ),
  reader: screen(
    'src/features/reader/routes/reader-page.tsx',
    () => import('@/features/reader/routes/reader-page'),
    'ReaderPage',
  ),
  profile: screen(
    'src/features/account/routes/profile-page.tsx',
    () => import('@/features/account/routes/profile-page'),
    'ProfilePage',
  ),
  digitalBooks: screen(
    'src/features/books/routes/digital-books-page.tsx',
    () => import('@/features/books/routes/digital-books-page'),
    'DigitalBooksPage',
  ),
  digitalBook: screen(
    'src/features/books/routes/digital-book-page.tsx',
    () => import('@/features/books/routes/digital-book-page'),
    'DigitalBookPage',
  ),
  packages: screen(
    'src/features/packages/routes/packages-page.tsx',
    () => import('@/features/packages/routes/packages-page'),
    'PackagesPage',
  ),
  packagesYear: screen(
    'src/features/packages/routes/packages-year-page.tsx',
    () => import('@/features/packages/routes/packages-year-page'),
    'PackagesYearPage',
  ),
  packageDetail: screen(
    'src/features/packages/routes/package-detail-page.tsx',
    () => import('@/features/packages/routes/package-detail-page'),
    'PackageDetailPage',
  ),
  exams: screen(
    'src/features/exams/routes/exams-page.tsx',
    () => import('@/features/exams/routes/exams-page'),
    'ExamsPage',
  ),
  exam: screen(
    'src/features/exams/routes/exam-page.tsx',
    () => import('@/features/exams/routes/exam-page'),
    'ExamPage',
  ),
  teacherCourses: screen(
    'src/features/courses/routes/teacher-courses-page.tsx',
    () => import('@/features/courses/routes/teacher-courses-page'),
    'TeacherCoursesPage',
  ),
  teacherCourse: screen(
    'src/features/courses/routes/teacher-course-page.tsx',
    () => import('@/features/courses/routes/teacher-course-page'),
    'TeacherCoursePage',
  ),
  students: screen('src/app/routes/students.tsx', () => import('./routes/students'), 'StudentsPage'),
  studentServices: screen(
    'src/features/content/routes/student-services-page.tsx',
    () => import('@/features/content/routes/student-services-page'),
    'StudentServicesPage',
  ),
  yearLevel: screen('src/app/routes/year-level.tsx', () => import('./routes/year-level'), 'YearLevelPage'),
  forTeachers: screen('src/app/routes/for-teachers.tsx', () => import('./routes/for-teachers'), 'ForTeachersPage'),
  blog: screen('src/app/routes/blog-list.tsx', () => import('./routes/blog-list'), 'BlogListPage'),
  blogCategory: screen(
    'src/features/blog/routes/blog-category-page.tsx',
    () => import('@/features/blog/routes/blog-category-page'),
    'BlogCategoryPage',
  ),
  blogPost: screen('src/app/routes/blog-article.tsx', () => import('./routes/blog-article'), 'BlogArticlePage'),
  paymentStatus: screen(
    'src/features/payments/routes/payment-status-page.tsx',
    () => import('@/features/payments/routes/payment-status-page'),
    'PaymentStatusPage',
  ),
  paymentStatusF: screen(
    'src/features/payments/routes/payment-status-page.tsx',
    () => import('@/features/payments/routes/payment-status-page'),
    'PaymentStatusPage',
  ),
  about: screen(
    'src/features/content/routes/about-page.tsx',
    () => import('@/features/content/routes/about-page'),
    'AboutPage',
  ),
  contact: screen('src/app/routes/contact.tsx', () => import('./routes/contact'), 'ContactPage'),
  info: screen('src/app/routes/info.tsx', () => import('./routes/info'), 'InfoPage'),
  terms: screen(
    'src/features/legal/routes/terms-page.tsx',
    () => import('@/features/legal/routes/terms-page'),
    'TermsPage',
  ),
  privacy: screen(
    'src/features/legal/routes/privacy-page.tsx',
    () => import('@/features/legal/routes/privacy-page'),
    'PrivacyPage',
  ),
  comingSoon: screen('src/app/routes/coming-soon.tsx', () => import('./routes/coming-soon'), 'ComingSoonPage'),
  gallery: screen(
    'src/features/content/routes/gallery-page.tsx',
    () => import('@/features/content/routes/gallery-page'),
    'GalleryPage',
  ),
  distributors: screen(
    'src/features/content/routes/distributors-page.tsx',
    () => import('@/features/content/routes/distributors-page'),
    'DistributorsPage',
  ),
  forSchools: screen('src/app/routes/for-schools.tsx', () => import('./routes/for-schools'), 'ForSchoolsPage'),
  schoolCurriculum: screen(
    'src/app/routes/school-service.tsx',
    () => import('./routes/school-service'),
    'SchoolServicePage',
  ),
  facultyDevelopment: screen(
    'src/app/routes/school-service.tsx',
    () => import('./routes/school-service'),
    'SchoolServicePage',
  ),
  assessmentSolutions: screen(
    'src/app/routes/school-service.tsx',
    () => import('./routes/school-service'),
    'SchoolServicePage',
  ),
  schoolImprovement: screen(
    'src/app/routes/school-service.tsx',
    () => import('./routes/school-service'),
    'SchoolServicePage',
  ),
  educationalResources: screen(
    'src/app/routes/school-service.tsx',
    () => import('./routes/school-service'),
    'SchoolServicePage',
  ),
  caseStudy: screen('src/app/routes/case-study.tsx', () => import('./routes/case-study'), 'CaseStudyPage'),
  notFound: screen('src/app/routes/not-found.tsx', () => import('./routes/not-found'), 'NotFoundPage'),
};

const loaded = new Map<RouteKey, ComponentType>();
const loading = new Map<RouteKey, Promise<ComponentType>>();

/** The file of a page's screen module, by which screen-modules.json lists its chunks. */
export const screenModuleOf = (key: RouteKey) => SCREENS[key].module;

/**
 * A page's screen, loaded once (a failed load is tried again next time), its chunks preloaded side
 * by side (screen-modules.ts) unless the page already names them (`preloaded`: a page the server
 * rendered carries its screen's module preloads).
 */
export function loadScreen(key: RouteKey, { preloaded = false } = {}): Promise<ComponentType> {
  const screen = loaded.get(key);
  if (screen) return Promise.resolve(screen);
  let pending = loading.get(key);
  if (!pending) {
    if (!preloaded) void preloadScreenModules(SCREENS[key].module);
    pending = SCREENS[key].load().then(
      (component) => {
        loaded.set(key, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** The screen of the current page; while it loads (an address reached by Back, say), the loading state. */
function PageScreen({ match }: { match: RouteMatch }) {
  const Screen = loaded.get(match.key);
  const [, setLoaded] = useState(0);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (Screen) return;
    loadScreen(match.key).then(() => setLoaded((count) => count + 1), setError);
  }, [Screen, match.key]);
  // The boundary around it shows the way forward (a chunk gone after a deploy, say).
  if (error) throw error;
  if (!Screen) return <PageLoading />;
  return (
    <ParamsProvider params={match.params}>
      <Screen />
    </ParamsProvider>
  );
}

/**
 * The reader opens in a tab of its own as a focused view: its own slim bar, not the shop's bar
 * and footer (issue 9 §3). Every other page is inside the shop's layout.
 */
const FOCUSED: ReadonlySet<RouteKey> = new Set(['reader']);

/**
 * The page of the current address, as the route table picks it (`matchRoute`, which the server
 * uses for its titles and 404s too), in its layout.
 */
export function AppRoutes() {
  const [pathname] = useAddress();
  const match = matchRoute(pathname);
  const Layout = FOCUSED.has(match.key) ? FocusedLayout : RootLayout;
  return (
    <Layout>
      <RouteErrorBoundary key={pathname}>
        <PageScreen match={match} />
      </RouteErrorBoundary>
    </Layout>
  );
}

type Navigate = (to: string, options?: object) => void;

/**
 * How the app navigates (wouter's `aroundNav`): the next page's first request starts at once, and
 * the address changes when its screen has loaded, so the page on screen stays until the next one
 * can show (no loading flash). Only the latest navigation is carried out.
 */
export function createNavigation(queryClient: QueryClient) {
  let latest = 0;
  return (navigate: Navigate, to: string, options?: object) => {
    const ticket = ++latest;
    // The back office is another page (web/admin.html), not a screen of this app: a full load.
    if (isBackOfficePath(pathOf(to))) return window.location.assign(to);
    // `to` is the browser's address, under the language's prefix (`/ar/…`, issue 26 §1).
    const match = matchRoute(stripLocale(pathOf(to)));
    startPrefetch(queryClient, match, new URL(to, window.location.href).searchParams);
    if (loaded.has(match.key)) return navigate(to, options);
    // A screen that fails to load is shown as the error it is, by the page itself.
    void loadScreen(match.key)
      .catch(() => undefined)
      .then(() => {
        if (ticket === latest) navigate(to, options);
      });
  };
}
