import type { RouteText } from './route-text';
import type { RouteKey } from './routes';

const SCHOOL_SERVICE = 'خدمة مدرسية من The Gate لمنهج Cambridge Checkpoint English: ما تشمله وكيف تعمل.';

/**
 * The route table's titles and descriptions in Arabic (issue 26 §1, §2): the `/ar` twin of every
 * page has its own, in the HTML the server sends and in the tab. Typed by the table's keys, so a
 * page without its Arabic text is a type error. The brand and the curriculum's name stay in English.
 */
export const ARABIC_ROUTE_TEXT: Readonly<Record<RouteKey, RouteText>> = {
  home: {
    title: 'Cambridge Checkpoint English للصفوف من 5 إلى 8 | The Gate',
    description:
      'أوراق تدريب وامتحانات سابقة وكتب رقمية وباقات لكل صف وامتحانات ودورات للمعلمين لمنهج Cambridge Checkpoint English First Language، للصفوف من 5 إلى 8، في مصر.',
  },
  materials: {
    title: 'المواد التعليمية | The Gate',
    description:
      'ابحث في مواد Cambridge Checkpoint English وصفِّها حسب الصف ونوع المورد والمهارة: أوراق تدريب وعروض تقديمية وامتحانات سابقة وغيرها.',
  },
  booksAndNotes: {
    title: 'الكتب والمذكرات | The Gate',
    description:
      'كتب دراسية ومذكرات وموارد للمعلمين وسلاسل اختبارات لمنهج Cambridge Checkpoint English، للصفوف من 5 إلى 8.',
  },
  materialsType: {
    title: 'نوع المورد | The Gate',
    description: 'مواد Cambridge Checkpoint English من نوع مورد واحد، للصفوف من 5 إلى 8.',
  },
  materialsYear: {
    title: 'المواد حسب الصف | The Gate',
    description: 'مجموعات مواد لصف واحد من صفوف Cambridge Checkpoint English.',
  },
  materialsYearItem: {
    title: 'مواد الصف | The Gate',
    description: 'مجموعة أو مادة من Cambridge Checkpoint English لصف واحد.',
  },
  material: {
    title: 'مادة تعليمية | The Gate',
    description: 'مادة من Cambridge Checkpoint English: ما تغطيه ومعاينة لها وسعرها بالجنيه المصري.',
  },
  login: { title: 'تسجيل الدخول | The Gate', description: 'سجّل دخولك إلى The Gate للوصول إلى موادك ودوراتك وطلباتك.' },
  forgotPassword: { title: 'نسيت كلمة المرور | The Gate' },
  resetPassword: { title: 'إعادة تعيين كلمة المرور | The Gate' },
  signup: {
    title: 'أنشئ حسابك | The Gate',
    description: 'أنشئ حسابك على The Gate: للطلاب وأولياء الأمور والمعلمين والمدارس.',
  },
  dashboard: { title: 'لوحة التحكم | The Gate' },
  myMaterials: { title: 'موادي | The Gate' },
  myCourses: { title: 'دوراتي | The Gate' },
  myOrders: { title: 'طلباتي | The Gate' },
  myLicences: { title: 'تراخيصي | The Gate' },
  licenceInvitations: { title: 'دعوات المقاعد | The Gate' },
  course: { title: 'الدورة | The Gate' },
  reader: { title: 'القارئ | The Gate' },
  profile: { title: 'الملف الشخصي | The Gate' },
  digitalBooks: {
    title: 'الكتب الرقمية | The Gate',
    description: 'كتب رقمية لمنهج Cambridge Checkpoint English للصفوف من 5 إلى 8: مختارات أدبية وأدلة وكتب تمارين.',
  },
  digitalBook: {
    title: 'كتاب رقمي | The Gate',
    description: 'كتاب رقمي لمنهج Cambridge Checkpoint English: معاينة والمؤلف وعدد الصفحات والسعر بالجنيه المصري.',
  },
  packages: {
    title: 'الباقات التعليمية | The Gate',
    description: 'باقات لكل صف من صفوف Cambridge Checkpoint English من 5 إلى 8، بثلاثة مستويات: Starter وBasic وPro.',
  },
  packagesYear: {
    title: 'الباقات | The Gate',
    description: 'قارن بين باقات Starter وBasic وPro لصف واحد: ما تشمله كل باقة، مهارةً بمهارة.',
  },
  packageDetail: {
    title: 'الباقة | The Gate',
    description: 'باقة صف من Cambridge Checkpoint English: أوراق التدريب والعروض التقديمية والامتحانات التجريبية فيها.',
  },
  exams: {
    title: 'امتحانات The Gate | The Gate',
    description:
      'امتحانات The Gate: اختبارات تشخيصية واختبارات تدريبية وامتحانات تجريبية للصفوف من 5 إلى 8، حسب الصف والمادة.',
  },
  exam: {
    title: 'امتحان | The Gate',
    description: 'امتحان من The Gate: المدة والأسئلة ومستوى الصعوبة والسعر؛ أدِّه بعد أن يصبح ملكك.',
  },
  teacherCourses: {
    title: 'دورات المعلمين | The Gate',
    description: 'دورات التطوير المهني للمعلمين في Cambridge Checkpoint English: القراءة والكتابة والقواعد والتقييم.',
  },
  teacherCourse: {
    title: 'دورة للمعلمين | The Gate',
    description: 'دورة تطوير مهني للمعلمين: المحتوى والمحاضر والمستوى والمدة والسعر.',
  },
  students: {
    title: 'موارد للطلاب | The Gate',
    description: 'موارد للطلاب: كتب رقمية وامتحانات ومواد تدريب وأكثر مقالات المدونة قراءةً.',
  },
  studentServices: {
    title: 'للطلاب | The Gate',
    description: 'للطلاب: اختر صفك، من المرحلة الابتدائية (الصفان 5 و6) إلى المرحلة الإعدادية (الصفان 7 و8).',
  },
  yearLevel: {
    title: 'الصف الدراسي | The Gate',
    description: 'كل ما يخص صفًا واحدًا: الكتب ومستويات الباقات والامتحانات.',
  },
  forTeachers: {
    title: 'مركز المعلمين | The Gate',
    description: 'مركز المعلمين: دورات التطوير المهني وموارد الفصل والمدونة والخدمات المدرسية.',
  },
  blog: {
    title: 'المدونة | The Gate',
    description:
      'مقالات عن القراءة والكتابة والقواعد والاستعداد للامتحانات في Cambridge Checkpoint English، للصفوف من 5 إلى 8.',
  },
  blogCategory: {
    title: 'تصنيف المدونة | The Gate',
    description: 'مقالات تصنيف واحد من المدونة عن تعليم وتعلّم Cambridge Checkpoint English.',
  },
  blogPost: { title: 'مقال | The Gate', description: 'مقال عن تعليم وتعلّم Cambridge Checkpoint English.' },
  paymentStatus: { title: 'حالة الدفع | The Gate' },
  paymentStatusF: { title: 'حالة الدفع | The Gate' },
  about: {
    title: 'من نحن | The Gate',
    description: 'عن The Gate: رسالتنا وقيمنا في تعليم Cambridge Checkpoint English في مصر.',
  },
  contact: {
    title: 'اتصل بنا | The Gate',
    description: 'تواصل مع The Gate: أرسل لنا رسالة؛ نرد خلال 24 إلى 48 ساعة عمل.',
  },
  info: {
    title: 'مركز المعلومات | The Gate',
    description: 'مركز معلومات The Gate: من نحن، وأين تتابعنا، وكيف تصل إلينا.',
  },
  terms: { title: 'شروط الخدمة | The Gate', description: 'شروط خدمة The Gate.' },
  privacy: { title: 'سياسة الخصوصية | The Gate', description: 'سياسة خصوصية The Gate: ما نجمعه ولماذا، وحقوقك.' },
  comingSoon: {
    title: 'الدفع قريبًا | The Gate',
    description: 'قريبًا على The Gate: اترك بريدك الإلكتروني وسنخبرك.',
  },
  gallery: {
    title: 'المعرض | The Gate',
    description: 'أغلفة كتب The Gate الرقمية لمنهج Cambridge Checkpoint English.',
  },
  distributors: {
    title: 'الموزعون | The Gate',
    description: 'أين تشتري كتب The Gate المطبوعة: الموزعون وفروعهم في القاهرة والجيزة.',
  },
  forSchools: {
    title: 'للمدارس | The Gate',
    description:
      'خدمات المدارس: تطوير المناهج وتطوير أعضاء هيئة التدريس والتقييم وتحسين أداء المدارس في Cambridge Checkpoint English.',
  },
  schoolCurriculum: { title: 'تطوير المناهج | The Gate', description: SCHOOL_SERVICE },
  facultyDevelopment: { title: 'تطوير هيئة التدريس | The Gate', description: SCHOOL_SERVICE },
  assessmentSolutions: { title: 'حلول التقييم | The Gate', description: SCHOOL_SERVICE },
  schoolImprovement: { title: 'برامج تحسين المدارس | The Gate', description: SCHOOL_SERVICE },
  educationalResources: { title: 'الموارد التعليمية | The Gate', description: SCHOOL_SERVICE },
  caseStudy: {
    title: 'دراسة حالة | The Gate',
    description: 'كيف حسّنت مدرسة نتائجها في Cambridge Checkpoint English مع The Gate.',
  },
  notFound: { title: 'الصفحة غير موجودة | The Gate' },
};
