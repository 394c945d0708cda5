import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, type RouteMatch } from '@the-gate/contract/route-match';
import type { RouteKey } from '@the-gate/contract/routes';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation as useAddress } from 'wouter';
import { ParamsProvider, pathOf } from '@/lib/router';
import { FocusedLayout } from './layout/focused-layout';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error';
import { startPrefetch } from './route-prefetch';

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

const loaded = new Map<RouteKey, ComponentType>();
const loading = new Map<RouteKey, Promise<ComponentType>>();

/** A page's screen, loaded once (a failed load is tried again next time). */
export function loadScreen(key: RouteKey): Promise<ComponentType> {
  const screen = loaded.get(key);
  if (screen) return Promise.resolve(screen);
  let pending = loading.get(key);
  if (!pending) {
    pending = SCREENS[key]().then(
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
    const match = matchRoute(pathOf(to));
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
