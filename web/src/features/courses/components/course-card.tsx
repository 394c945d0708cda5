import type { AssignedCourse } from '@the-gate/contract/courses';
import { BookOpen, Clock, Users } from 'lucide-react';
import { CardFacts, ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';
import { groupsLabel, hoursLabel, lessonsLabel } from '../lib/course-fields';
import { LessonProgress } from './lesson-progress';
import { LevelBadge } from './level-badge';

/**
 * One assigned course (A§2 My Courses, MC-05..MC-09): thumbnail, status and difficulty badges,
 * title, description, hours, groups, lessons, the user's progress, and 'View Course', which hands
 * the course to the player so its header shows at once (CD-19).
 */
export function CourseCard({ course }: { course: AssignedCourse }) {
  return (
    <ProductCard
      title={course.title}
      titleSize="lg"
      image={{ src: course.thumbnailUrl, alt: course.title, width: 640, height: 360, aspect: 'aspect-video' }}
      badgesLabel={t('details')}
      badges={[
        <Badge key="status" variant={course.isPublished ? 'success' : 'secondary'}>
          {course.isPublished ? t('published') : t('draft')}
        </Badge>,
        <LevelBadge key="level" level={course.difficultyLevel} />,
      ]}
      description={course.description}
      footer={<LessonProgress done={course.completedLessonCount} total={course.lessonCount} />}
      actions={
        <Button asChild>
          <Link
            to={paths.course.href(course.id)}
            state={{ course }}
            aria-label={t('viewCourseAbout', { title: course.title })}
          >
            {t('viewCourse')}
          </Link>
        </Button>
      }
    >
      <CardFacts
        label={t('facts')}
        facts={[
          { icon: Clock, value: hoursLabel(course.durationInHours) },
          { icon: Users, value: groupsLabel(course.assignedGroupsCount) },
          { icon: BookOpen, value: lessonsLabel(course.lessonCount) },
        ]}
      />
    </ProductCard>
  );
}
