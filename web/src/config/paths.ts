/**
 * Every URL of the app, once: `path` for the router, `href(...)` for links (STYLE: all URLs in
 * one paths module). Routes not built yet are listed so links to them are right from the start.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  /** The tabbed 'For Students' year picker: the navigation bar's and the home page's target (STU-13). */
  studentServices: { path: '/student-services', href: () => '/student-services' },
  /** The student resources landing, "Resources for Students" (STU-13). */
  students: { path: '/students', href: () => '/students' },
  /** The year-level page; `slug` like year-5 (STU-08). */
  yearLevel: { path: '/year-level/:yearLevel', href: (slug: string) => `/year-level/${slug}` },
  forTeachers: { path: '/for-teachers', href: () => '/for-teachers' },
  forSchools: { path: '/for-schools', href: () => '/for-schools' },
  blog: { path: '/blog', href: () => '/blog' },
  blogPost: { path: '/blog/:slug', href: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  blogCategory: {
    path: '/blog/category/:categorySlug',
    href: (slug: string) => `/blog/category/${encodeURIComponent(slug)}`,
  },
  exams: { path: '/the-gate-exams', href: () => '/the-gate-exams' },
  exam: { path: '/the-gate-exams/:id', href: (id: number) => `/the-gate-exams/${id}` },
  distributors: { path: '/distributors', href: () => '/distributors' },
  info: { path: '/info', href: () => '/info' },
  gallery: { path: '/gallery', href: () => '/gallery' },
  comingSoon: { path: '/coming-soon', href: () => '/coming-soon' },
  /** `redirectUrl`: where to go once signed in (a path on this site, AMB-19). */
  login: {
    path: '/login',
    href: (redirectUrl?: string) => (redirectUrl ? `/login?redirecturl=${encodeURIComponent(redirectUrl)}` : '/login'),
  },
  signup: {
    path: '/signup',
    href: (redirectUrl?: string) =>
      redirectUrl ? `/signup?redirecturl=${encodeURIComponent(redirectUrl)}` : '/signup',
  },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  myMaterials: { path: '/my-materials', href: () => '/my-materials' },
  /** `page`: the course list page, kept in the address so Back returns to it (MC-17). */
  myCourses: {
    path: '/my-courses',
    href: (page?: number) => (page && page > 1 ? `/my-courses?page=${page}` : '/my-courses'),
  },
  /** The course player (B§2); My Courses hands the course over in navigation state (MC-09, CD-19). */
  course: { path: '/course/:courseId', href: (courseId: number) => `/course/${courseId}` },
  /**
   * The in-browser reader, built elsewhere. Links open the server's `readerUrl` (GET /api/app-config),
   * whose default is this path; this entry is the fallback until that answer arrives (MM-15).
   */
  reader: { path: '/reader/:id', href: (id: number) => `/reader/${id}` },
  profile: { path: '/profile', href: () => '/profile' },
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  digitalBooks: { path: '/digital-books', href: () => '/digital-books' },
  digitalBook: { path: '/digital-books/:id', href: (id: number) => `/digital-books/${id}` },
  teacherCourses: { path: '/teacher-courses', href: () => '/teacher-courses' },
  teacherCourse: { path: '/teacher-courses/:courseId', href: (id: number) => `/teacher-courses/${id}` },
  materials: { path: '/materials', href: () => '/materials' },
  materialsType: { path: '/materials/type/:typeId', href: (typeId: number) => `/materials/type/${typeId}` },
  materialsYear: { path: '/materials/:year', href: (year: string) => `/materials/${year}` },
  materialsYearItem: {
    path: '/materials/:year/:id',
    href: (year: string, id: number) => `/materials/${year}/${id}`,
  },
  material: { path: '/material/:id', href: (id: number) => `/material/${id}` },
  booksAndNotes: { path: '/books-and-notes', href: () => '/books-and-notes' },
  packages: { path: '/packages', href: () => '/packages' },
  /** The payment result (A§2, AMB-01): checkout sends the buyer here with `?ref=`. */
  paymentStatus: {
    path: '/payment-status',
    href: (reference?: string) =>
      reference ? `/payment-status?ref=${encodeURIComponent(reference)}` : '/payment-status',
  },
  /** The route table's other spelling, the same screen (AMB-01, RT-13). */
  paymentStatusF: { path: '/payment-statusf', href: () => '/payment-statusf' },
  /** `year` like year-5. */
  packagesYear: { path: '/packages/:year', href: (year: string) => `/packages/${year}` },
  packageDetail: {
    path: '/packages/:year/:packageId',
    href: (year: string, packageId: number) => `/packages/${year}/${packageId}`,
  },
} as const;
