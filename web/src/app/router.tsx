import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Each screen is its own chunk, loaded when first visited; `name` is the module's named export. */
function screen<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: paths.home.path, ...screen(() => import('./routes/home'), 'HomePage') },
      {
        path: paths.materials.path,
        ...screen(() => import('@/features/catalogue/routes/materials-page'), 'MaterialsPage'),
      },
      {
        path: paths.booksAndNotes.path,
        ...screen(() => import('@/features/catalogue/routes/books-and-notes-page'), 'BooksAndNotesPage'),
      },
      {
        path: paths.materialsType.path,
        ...screen(() => import('@/features/catalogue/routes/materials-type-page'), 'MaterialsTypePage'),
      },
      {
        path: paths.materialsYear.path,
        ...screen(() => import('@/features/catalogue/routes/materials-year-page'), 'MaterialsYearPage'),
      },
      {
        path: paths.materialsYearItem.path,
        ...screen(() => import('@/features/catalogue/routes/materials-year-item-page'), 'MaterialsYearItemPage'),
      },
      {
        path: paths.material.path,
        ...screen(() => import('@/features/catalogue/routes/material-detail-page'), 'MaterialDetailPage'),
      },
      { path: paths.login.path, ...screen(() => import('@/features/auth/routes/login-page'), 'LoginPage') },
      {
        path: paths.forgotPassword.path,
        ...screen(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
      },
      {
        path: paths.resetPassword.path,
        ...screen(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
      },
      { path: paths.signup.path, ...screen(() => import('@/features/signup/routes/signup-page'), 'SignupPage') },
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
        ...screen(() => import('@/features/books/routes/digital-books-page'), 'DigitalBooksPage'),
      },
      {
        path: paths.digitalBook.path,
        ...screen(() => import('@/features/books/routes/digital-book-page'), 'DigitalBookPage'),
      },
      {
        path: paths.packages.path,
        ...screen(() => import('@/features/packages/routes/packages-page'), 'PackagesPage'),
      },
      {
        path: paths.packagesYear.path,
        ...screen(() => import('@/features/packages/routes/packages-year-page'), 'PackagesYearPage'),
      },
      {
        path: paths.packageDetail.path,
        ...screen(() => import('@/features/packages/routes/package-detail-page'), 'PackageDetailPage'),
      },
      { path: paths.exams.path, ...screen(() => import('@/features/exams/routes/exams-page'), 'ExamsPage') },
      { path: paths.exam.path, ...screen(() => import('@/features/exams/routes/exam-page'), 'ExamPage') },
      {
        path: paths.teacherCourses.path,
        ...screen(() => import('@/features/courses/routes/teacher-courses-page'), 'TeacherCoursesPage'),
      },
      {
        path: paths.teacherCourse.path,
        ...screen(() => import('@/features/courses/routes/teacher-course-page'), 'TeacherCoursePage'),
      },
      { path: paths.students.path, ...screen(() => import('./routes/students'), 'StudentsPage') },
      {
        path: paths.studentServices.path,
        ...screen(() => import('@/features/content/routes/student-services-page'), 'StudentServicesPage'),
      },
      { path: paths.yearLevel.path, ...screen(() => import('./routes/year-level'), 'YearLevelPage') },
      { path: paths.forTeachers.path, ...screen(() => import('./routes/for-teachers'), 'ForTeachersPage') },
      {
        path: paths.paymentStatus.path,
        ...screen(() => import('@/features/checkout/routes/payment-status-page'), 'PaymentStatusPage'),
      },
      // The route table's other spelling shows the same screen (AMB-01).
      {
        path: paths.paymentStatusF.path,
        ...screen(() => import('@/features/checkout/routes/payment-status-page'), 'PaymentStatusPage'),
      },
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

export const createAppRouter = () => createBrowserRouter(routes);
