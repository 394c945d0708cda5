import type { TeacherCourse } from '@the-gate/contract/courses';
import { BookOpen, Clock, Star, UserRound, Users } from 'lucide-react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { CardFacts, ProductCard } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { Message } from '@/lib/i18n/message';
import { t } from '../i18n';
import { lessonsLabel } from '../lib/course-fields';
import {
  durationLabel,
  ratingText,
  studentsLabel,
  teacherCourseCartItem,
  teacherCoursePrice,
} from '../lib/teacher-course-fields';
import { LevelBadge } from './level-badge';

type Props = { course: TeacherCourse; headingLevel?: 'h2' | 'h3' };

/**
 * A teacher course card (B§2): image (the default one if it fails), category and level, the title
 * linking to the course (TC-04), description, instructor, duration, lessons, rating and students,
 * the price, and Add to Cart, which turns into a disabled "In Cart" (TC-05, CART-04).
 */
export function TeacherCourseCard({ course, headingLevel }: Props) {
  return (
    <ProductCard
      title={course.title}
      titleSize="lg"
      headingLevel={headingLevel}
      href={paths.teacherCourse.href(course.id)}
      image={{ src: course.image, width: 640, height: 360, aspect: 'aspect-video' }}
      badgesLabel={t('categoryAndLevel')}
      badges={[<Badge key="category">{course.category}</Badge>, <LevelBadge key="level" level={course.level} />]}
      description={course.description}
      price={formatPrice(teacherCoursePrice(course))}
      priceAside={<AddToCartButton item={teacherCourseCartItem(course)} itemName={course.title} />}
    >
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <UserRound className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <Message
          t={t}
          id="instructorBefore"
          values={{ name: course.instructor }}
          components={{ 0: <span className="sr-only" /> }}
        />
      </p>
      <CardFacts
        label={t('courseFacts')}
        facts={[
          { icon: Clock, value: durationLabel(course) },
          { icon: BookOpen, value: lessonsLabel(course.lessonCount) },
          { icon: Star, iconClassName: 'fill-amber-400 text-amber-400', value: <Rating rating={course.rating} /> },
          { icon: Users, value: studentsLabel(course.students) },
        ]}
      />
    </ProductCard>
  );
}

/** "4.7", read out as "Rated 4.7 out of 5". */
export function Rating({ rating }: { rating: number }) {
  return (
    <Message
      t={t}
      id="rated"
      values={{ rating: ratingText(rating) }}
      components={{ 0: <span className="sr-only" />, 1: <span className="sr-only" /> }}
    />
  );
}

export function TeacherCourseGridSkeleton({
  count = 6,
  label = t('loadingCourses'),
}: {
  count?: number;
  label?: string;
}) {
  return <CardGridSkeleton label={label} count={count} aspect="aspect-video" lines={4} />;
}

export function TeacherCourseGrid({ courses, headingLevel }: { courses: TeacherCourse[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <CardGrid items={courses}>{(course) => <TeacherCourseCard course={course} headingLevel={headingLevel} />}</CardGrid>
  );
}
