import { PopularPostsCarousel } from '@/features/blog/components/popular-posts-carousel';
import { StudentResourceSections, StudentResourcesHero } from '@/features/content/components/student-resources';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from './i18n';

/**
 * `/students`, the student resources landing (B§2, STU-01..STU-05; AMB-22 reading: this route is
 * the landing, `/student-services` the tabbed 'For Students' year picker that the navigation bar
 * and the home page lead to). The blog block comes from the blog feature, so the app composes them.
 */
export function StudentsPage() {
  useDocumentTitle(t('studentsDocumentTitle'));
  return (
    <>
      <StudentResourcesHero />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:py-16">
        <StudentResourceSections />
        <PopularPostsCarousel />
      </div>
    </>
  );
}
