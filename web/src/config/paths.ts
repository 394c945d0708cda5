import { ROUTES } from '@the-gate/contract/routes';

/**
 * The app's links: `path` is the route table's pattern (`@the-gate/contract/routes`, issue 23 §2),
 * `href(...)` the address to link to (STYLE: all URLs in one paths module).
 */
export const paths = {
  home: { path: ROUTES.home.path, href: () => ROUTES.home.path },
  about: { path: ROUTES.about.path, href: () => ROUTES.about.path },
  contact: { path: ROUTES.contact.path, href: () => ROUTES.contact.path },
  /** The tabbed 'For Students' year picker: the navigation bar's and the home page's target (STU-13). */
  studentServices: { path: ROUTES.studentServices.path, href: () => ROUTES.studentServices.path },
  /** The student resources landing, "Resources for Students" (STU-13). */
  students: { path: ROUTES.students.path, href: () => ROUTES.students.path },
  /** The year-level page; `slug` like year-5 (STU-08). */
  yearLevel: { path: ROUTES.yearLevel.path, href: (slug: string) => `/year-level/${slug}` },
  forTeachers: { path: ROUTES.forTeachers.path, href: () => ROUTES.forTeachers.path },
  forSchools: { path: ROUTES.forSchools.path, href: () => ROUTES.forSchools.path },
  blog: { path: ROUTES.blog.path, href: () => ROUTES.blog.path },
  blogPost: { path: ROUTES.blogPost.path, href: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  blogCategory: {
    path: ROUTES.blogCategory.path,
    href: (slug: string) => `/blog/category/${encodeURIComponent(slug)}`,
  },
  exams: { path: ROUTES.exams.path, href: () => ROUTES.exams.path },
  exam: { path: ROUTES.exam.path, href: (id: number) => `/the-gate-exams/${id}` },
  distributors: { path: ROUTES.distributors.path, href: () => ROUTES.distributors.path },
  info: { path: ROUTES.info.path, href: () => ROUTES.info.path },
  gallery: { path: ROUTES.gallery.path, href: () => ROUTES.gallery.path },
  comingSoon: { path: ROUTES.comingSoon.path, href: () => ROUTES.comingSoon.path },
  /** `redirectUrl`: where to go once signed in (a path on this site, AMB-19). */
  login: {
    path: ROUTES.login.path,
    href: (redirectUrl?: string) => (redirectUrl ? `/login?redirecturl=${encodeURIComponent(redirectUrl)}` : '/login'),
  },
  signup: {
    path: ROUTES.signup.path,
    href: (redirectUrl?: string) =>
      redirectUrl ? `/signup?redirecturl=${encodeURIComponent(redirectUrl)}` : '/signup',
  },
  forgotPassword: { path: ROUTES.forgotPassword.path, href: () => ROUTES.forgotPassword.path },
  resetPassword: { path: ROUTES.resetPassword.path, href: () => ROUTES.resetPassword.path },
  dashboard: { path: ROUTES.dashboard.path, href: () => ROUTES.dashboard.path },
  myMaterials: { path: ROUTES.myMaterials.path, href: () => ROUTES.myMaterials.path },
  /** `page`: the course list page, kept in the address so Back returns to it (MC-17). */
  myCourses: {
    path: ROUTES.myCourses.path,
    href: (page?: number) => (page && page > 1 ? `/my-courses?page=${page}` : '/my-courses'),
  },
  /** The course player (B§2); My Courses hands the course over in navigation state (MC-09, CD-19). */
  course: { path: ROUTES.course.path, href: (courseId: number) => `/course/${courseId}` },
  /**
   * The in-browser reader, built elsewhere. Links open the server's `readerUrl` (GET /api/app-config),
   * whose default is this path; this entry is the fallback until that answer arrives (MM-15).
   */
  reader: { path: ROUTES.reader.path, href: (id: number) => `/reader/${id}` },
  profile: { path: ROUTES.profile.path, href: () => ROUTES.profile.path },
  terms: { path: ROUTES.terms.path, href: () => ROUTES.terms.path },
  privacy: { path: ROUTES.privacy.path, href: () => ROUTES.privacy.path },
  digitalBooks: { path: ROUTES.digitalBooks.path, href: () => ROUTES.digitalBooks.path },
  digitalBook: { path: ROUTES.digitalBook.path, href: (id: number) => `/digital-books/${id}` },
  teacherCourses: { path: ROUTES.teacherCourses.path, href: () => ROUTES.teacherCourses.path },
  teacherCourse: { path: ROUTES.teacherCourse.path, href: (id: number) => `/teacher-courses/${id}` },
  materials: { path: ROUTES.materials.path, href: () => ROUTES.materials.path },
  materialsType: { path: ROUTES.materialsType.path, href: (typeId: number) => `/materials/type/${typeId}` },
  materialsYear: { path: ROUTES.materialsYear.path, href: (year: string) => `/materials/${year}` },
  materialsYearItem: {
    path: ROUTES.materialsYearItem.path,
    href: (year: string, id: number) => `/materials/${year}/${id}`,
  },
  material: { path: ROUTES.material.path, href: (id: number) => `/material/${id}` },
  booksAndNotes: { path: ROUTES.booksAndNotes.path, href: () => ROUTES.booksAndNotes.path },
  packages: { path: ROUTES.packages.path, href: () => ROUTES.packages.path },
  /** The payment result (A§2, AMB-01): checkout sends the buyer here with `?ref=`. */
  paymentStatus: {
    path: ROUTES.paymentStatus.path,
    href: (reference?: string) =>
      reference ? `/payment-status?ref=${encodeURIComponent(reference)}` : '/payment-status',
  },
  /** The route table's other spelling, the same screen (AMB-01, RT-13). */
  paymentStatusF: { path: ROUTES.paymentStatusF.path, href: () => ROUTES.paymentStatusF.path },
  /** `year` like year-5. */
  packagesYear: { path: ROUTES.packagesYear.path, href: (year: string) => `/packages/${year}` },
  packageDetail: {
    path: ROUTES.packageDetail.path,
    href: (year: string, packageId: number) => `/packages/${year}/${packageId}`,
  },
} as const;
