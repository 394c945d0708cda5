import { Presentation } from 'lucide-react';
import { LinkedSection } from '@/components/linked-section';
import { paths } from '@/config/paths';
import { TeachersHero } from '@/features/content/components/teachers-hero';
import { TeachersPathways } from '@/features/content/components/teachers-pathways';
import { FeaturedTeacherCourses } from '@/features/courses/components/featured-teacher-courses';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from './i18n';

/**
 * `/for-teachers`, the Teachers' Hub (RT-40). The spec does not show its body (TC-09), so it is
 * ours: a hero, the professional development courses (three from the server, from the courses
 * feature) and the way to the teacher resources, the blog and the school services (content
 * feature). Features cannot import each other, so the app composes them here.
 */
export function ForTeachersPage() {
  useDocumentTitle(t('teachersDocumentTitle'));
  return (
    <>
      <TeachersHero />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <LinkedSection
          icon={Presentation}
          title={t('teacherCoursesTitle')}
          linkTo={paths.teacherCourses.href()}
          linkLabel={t('viewAllCourses')}
        >
          <p className="max-w-3xl text-slate-600">{t('teacherCoursesIntro')}</p>
          <FeaturedTeacherCourses />
        </LinkedSection>
        <TeachersPathways />
      </div>
    </>
  );
}
