import type { RouteText } from './route-text';
import type { RouteKey } from './routes';

const SCHOOL_SERVICE =
  'A school service of The Gate for Cambridge Checkpoint English: what it includes and how it works.';

/**
 * The route table's titles and descriptions in English (A§2, issue 11 §4): the tab title and meta
 * description of every page, in the HTML the server sends and in the tab. Apart from the table
 * (routes.ts) so the web app loads a language's texts only when it needs them, not with every page
 * (issue 26 §7). Typed by the table's keys, so a page without its texts is a type error.
 */
export const ENGLISH_ROUTE_TEXT: Readonly<Record<RouteKey, RouteText>> = {
  home: {
    title: 'Cambridge Checkpoint English, Years 5 to 8 | The Gate',
    description:
      'Practice sheets, past papers, digital books, year packages, exams and teacher courses for Cambridge Checkpoint English First Language, Years 5 to 8, in Egypt.',
  },
  materials: {
    title: 'Learning Materials | The Gate',
    description:
      'Search and filter Cambridge Checkpoint English materials by year, resource type and skill: practice sheets, presentations, past papers and more.',
  },
  booksAndNotes: {
    title: 'Books & Notes | The Gate',
    description:
      'Textbooks, study notes, teacher resources and test series for Cambridge Checkpoint English, Years 5 to 8.',
  },
  materialsType: {
    title: 'Resource Type | The Gate',
    description: 'Cambridge Checkpoint English materials of one resource type, for Years 5 to 8.',
  },
  materialsYear: {
    title: 'Materials by Year | The Gate',
    description: 'Material collections for one Cambridge Checkpoint English year level.',
  },
  materialsYearItem: {
    title: 'Year Materials | The Gate',
    description: 'A Cambridge Checkpoint English collection or material for one year level.',
  },
  material: {
    title: 'Material | The Gate',
    description: 'A Cambridge Checkpoint English material: what it covers, a preview and its price in EGP.',
  },
  login: {
    title: 'Sign In | The Gate',
    description: 'Sign in to The Gate to reach your materials, courses and orders.',
  },
  forgotPassword: { title: 'Forgot Password | The Gate' },
  resetPassword: { title: 'Reset Password | The Gate' },
  signup: {
    title: 'Create Your Account | The Gate',
    description: 'Create your account on The Gate: for students, parents, teachers and schools.',
  },
  dashboard: { title: 'Dashboard | The Gate' },
  myMaterials: { title: 'My Materials | The Gate' },
  myCourses: { title: 'My Courses | The Gate' },
  myOrders: { title: 'My Orders | The Gate' },
  myLicences: { title: 'My Licences | The Gate' },
  licenceInvitations: { title: 'Seat Invitations | The Gate' },
  course: { title: 'Course | The Gate' },
  reader: { title: 'Reader | The Gate' },
  profile: { title: 'Profile | The Gate' },
  digitalBooks: {
    title: 'Digital Books | The Gate',
    description: 'Digital books for Cambridge Checkpoint English, Years 5 to 8: anthologies, handbooks and workbooks.',
  },
  digitalBook: {
    title: 'Digital Book | The Gate',
    description: 'A digital book for Cambridge Checkpoint English: preview, author, pages and price in EGP.',
  },
  packages: {
    title: 'Learning Packages | The Gate',
    description:
      'Year packages for Cambridge Checkpoint English, Years 5 to 8, in three tiers: Starter, Basic and Pro.',
  },
  packagesYear: {
    title: 'Packages | The Gate',
    description: 'Compare the Starter, Basic and Pro packages of one year: what each includes, skill by skill.',
  },
  packageDetail: {
    title: 'Package | The Gate',
    description: 'A Cambridge Checkpoint English year package: its practice sheets, presentations and practice exams.',
  },
  exams: {
    title: 'The Gate Exams | The Gate',
    description:
      'The Gate exams: diagnostic tests, practice tests and mock exams for Years 5 to 8, by year and subject.',
  },
  exam: {
    title: 'Exam | The Gate',
    description: 'A Gate exam: duration, questions, difficulty and price; take it once it is yours.',
  },
  teacherCourses: {
    title: 'Teacher Courses | The Gate',
    description:
      'Teacher professional development courses for Cambridge Checkpoint English: reading, writing, grammar and assessment.',
  },
  teacherCourse: {
    title: 'Teacher Course | The Gate',
    description: 'A teacher professional development course: syllabus, instructor, level, duration and price.',
  },
  students: {
    title: 'Resources for Students | The Gate',
    description: 'Resources for students: digital books, exams, practice materials and popular blog posts.',
  },
  studentServices: {
    title: 'For Students | The Gate',
    description: 'For students: pick your year level, from Primary (Years 5 and 6) to Lower Secondary (Years 7 and 8).',
  },
  yearLevel: {
    title: 'Year Level | The Gate',
    description: 'Everything for one year level: books, package tiers and exams.',
  },
  forTeachers: {
    title: "Teachers' Hub | The Gate",
    description:
      "The Teachers' Hub: professional development courses, classroom resources, the blog and school services.",
  },
  blog: {
    title: 'Blog | The Gate',
    description:
      'Articles on reading, writing, grammar and exam preparation for Cambridge Checkpoint English, Years 5 to 8.',
  },
  blogCategory: {
    title: 'Blog Category | The Gate',
    description: 'Articles of one blog category on Cambridge Checkpoint English teaching and learning.',
  },
  blogPost: {
    title: 'Article | The Gate',
    description: 'An article on Cambridge Checkpoint English teaching and learning.',
  },
  paymentStatus: { title: 'Payment Status | The Gate' },
  paymentStatusF: { title: 'Payment Status | The Gate' },
  about: {
    title: 'About Us | The Gate',
    description: 'About The Gate: our mission and values in teaching Cambridge Checkpoint English in Egypt.',
  },
  contact: {
    title: 'Contact Us | The Gate',
    description: 'Contact The Gate: send us a message; we reply within 24-48 business hours.',
  },
  info: {
    title: 'Information Center | The Gate',
    description: "The Gate's information center: who we are, where to follow us and how to reach us.",
  },
  terms: { title: 'Terms of Service | The Gate', description: "The Gate's Terms of Service." },
  privacy: {
    title: 'Privacy Policy | The Gate',
    description: "The Gate's Privacy Policy: what we collect, why, and your rights.",
  },
  comingSoon: {
    title: 'Payments Coming Soon | The Gate',
    description: 'Coming soon to The Gate: leave your e-mail and we will let you know.',
  },
  gallery: {
    title: 'Gallery | The Gate',
    description: "The covers of The Gate's digital books for Cambridge Checkpoint English.",
  },
  distributors: {
    title: 'Distributors | The Gate',
    description: "Where to buy The Gate's printed books: distributors and their branches in Cairo and Giza.",
  },
  forSchools: {
    title: 'For Schools | The Gate',
    description:
      'School services: curriculum development, faculty development, assessment and school improvement for Cambridge Checkpoint English.',
  },
  schoolCurriculum: { title: 'Curriculum Development | The Gate', description: SCHOOL_SERVICE },
  facultyDevelopment: { title: 'Faculty Development | The Gate', description: SCHOOL_SERVICE },
  assessmentSolutions: { title: 'Assessment Solutions | The Gate', description: SCHOOL_SERVICE },
  schoolImprovement: { title: 'School Improvement Programs | The Gate', description: SCHOOL_SERVICE },
  educationalResources: { title: 'Educational Resources | The Gate', description: SCHOOL_SERVICE },
  caseStudy: {
    title: 'Case Study | The Gate',
    description: 'How a school improved its Cambridge Checkpoint English results with The Gate.',
  },
  notFound: { title: 'Page Not Found | The Gate' },
};
