import { ROUTES, type RouteKey } from '@the-gate/contract/routes';

/** A page without parameters: its link is its pattern. */
const page = (key: RouteKey) => ({ path: ROUTES[key].path, href: () => ROUTES[key].path });

/**
 * The app's links: `path` is the route table's pattern (`@the-gate/contract/routes`, issue 23 §2),
 * `href(...)` the address to link to (STYLE: all URLs in one paths module).
 */
export const paths = {
  home: page('home'),
  about: page('about'),
  contact: page('contact'),
  /** The tabbed 'For Students' year picker: the navigation bar's and the home page's target (STU-13). */
  studentServices: page('studentServices'),
  /** The student resources landing, "Resources for Students" (STU-13). */
  students: page('students'),
  /** The year-level page; `slug` like year-5 (STU-08). */
  yearLevel: { path: ROUTES.yearLevel.path, href: (slug: string) => `/year-level/${slug}` },
  forTeachers: page('forTeachers'),
  forSchools: page('forSchools'),
  blog: page('blog'),
  blogPost: { path: ROUTES.blogPost.path, href: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  blogCategory: {
    path: ROUTES.blogCategory.path,
    href: (slug: string) => `/blog/category/${encodeURIComponent(slug)}`,
  },
  exams: page('exams'),
  exam: { path: ROUTES.exam.path, href: (id: number) => `/the-gate-exams/${id}` },
  distributors: page('distributors'),
  info: page('info'),
  gallery: page('gallery'),
  comingSoon: page('comingSoon'),
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
  forgotPassword: page('forgotPassword'),
  resetPassword: page('resetPassword'),
  dashboard: page('dashboard'),
  myMaterials: page('myMaterials'),
  /** `page`: the course list page, kept in the address so Back returns to it (MC-17). */
  myCourses: {
    path: ROUTES.myCourses.path,
    href: (page?: number) => (page && page > 1 ? `/my-courses?page=${page}` : '/my-courses'),
  },
  /** The buyer's payments and receipts (issue 25 §7); the page number is `?page=`. */
  myOrders: page('myOrders'),
  /** The buyer's licences and their seats (issue 27 §5). */
  myLicences: page('myLicences'),
  /** Seats offered to the signed-in address; the invitation mail links here (issue 27 §5). */
  licenceInvitations: page('licenceInvitations'),
  /** The course player (B§2); My Courses hands the course over in navigation state (MC-09, CD-19). */
  course: { path: ROUTES.course.path, href: (courseId: number) => `/course/${courseId}` },
  /**
   * The in-browser reader, built elsewhere. Links open the server's `readerUrl` (GET /api/app-config),
   * whose default is this path; this entry is the fallback until that answer arrives (MM-15).
   */
  reader: { path: ROUTES.reader.path, href: (id: number) => `/reader/${id}` },
  profile: page('profile'),
  terms: page('terms'),
  privacy: page('privacy'),
  digitalBooks: page('digitalBooks'),
  digitalBook: { path: ROUTES.digitalBook.path, href: (id: number) => `/digital-books/${id}` },
  teacherCourses: page('teacherCourses'),
  teacherCourse: { path: ROUTES.teacherCourse.path, href: (id: number) => `/teacher-courses/${id}` },
  materials: page('materials'),
  materialsType: { path: ROUTES.materialsType.path, href: (typeId: number) => `/materials/type/${typeId}` },
  materialsYear: { path: ROUTES.materialsYear.path, href: (year: string) => `/materials/${year}` },
  materialsYearItem: {
    path: ROUTES.materialsYearItem.path,
    href: (year: string, id: number) => `/materials/${year}/${id}`,
  },
  material: { path: ROUTES.material.path, href: (id: number) => `/material/${id}` },
  booksAndNotes: page('booksAndNotes'),
  packages: page('packages'),
  /** The payment result (A§2, AMB-01): checkout sends the buyer here with `?ref=`. */
  paymentStatus: {
    path: ROUTES.paymentStatus.path,
    href: (reference?: string) =>
      reference ? `/payment-status?ref=${encodeURIComponent(reference)}` : '/payment-status',
  },
  /** The route table's other spelling, the same screen (AMB-01, RT-13). */
  paymentStatusF: page('paymentStatusF'),
  /** `year` like year-5. */
  packagesYear: { path: ROUTES.packagesYear.path, href: (year: string) => `/packages/${year}` },
  packageDetail: {
    path: ROUTES.packageDetail.path,
    href: (year: string, packageId: number) => `/packages/${year}/${packageId}`,
  },
} as const;
