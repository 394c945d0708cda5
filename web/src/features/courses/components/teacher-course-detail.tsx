import type { TeacherCourse } from '@the-gate/contract/courses';
import { ArrowRight, CheckCircle2, Lock, Star } from 'lucide-react';
import { useId } from 'react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { FallbackImage } from '@/components/fallback-image';
import { Fact } from '@/components/item-facts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { Message } from '@/lib/i18n/message';
import { Link } from '@/lib/router';
import type { Enrolment } from '../hooks/use-enrolment';
import { t } from '../i18n';
import { DIFFICULTY_VARIANTS, lessonsLabel } from '../lib/course-fields';
import {
  durationLabel,
  ratingText,
  studentsLabel,
  teacherCourseCartItem,
  teacherCoursePrice,
} from '../lib/teacher-course-fields';

export const ENROLLED_MESSAGE = t('enrolled');
export const PAYMENT_NOTE = t('paymentNote');
export const NO_SYLLABUS = t('noSyllabus');

/** Buy, or, for a course the user already has, the way into it (a bought course is theirs: ARCHITECTURE). */
function CourseAction({ course, enrolment }: { course: TeacherCourse; enrolment: Enrolment }) {
  if (enrolment === 'checking') {
    return (
      <div role="status" aria-label={t('checkingEnrolment')} className="flex flex-col gap-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (enrolment === 'enrolled') {
    return (
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {ENROLLED_MESSAGE}
        </p>
        <Button asChild size="lg">
          <Link to={paths.course.href(course.id)}>
            {t('goToCourse')}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <AddToCartButton size="lg" item={teacherCourseCartItem(course)} addedLabel="Added to Cart" />
      <p className="flex items-center justify-center gap-1.5 text-sm text-slate-600">
        <Lock className="size-3.5" aria-hidden="true" />
        {PAYMENT_NOTE}
      </p>
    </div>
  );
}

/** "Course syllabus": the lesson titles, each numbered "Lesson n" (the course player numbers them the same way). */
function Syllabus({ lessons }: { lessons: TeacherCourse['lessons'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('courseSyllabus')}
      </h2>
      {lessons.length === 0 ? (
        <p className="mt-3 text-slate-600">{NO_SYLLABUS}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100">
          {lessons.map((lesson, index) => (
            <li key={lesson.id} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <span className="shrink-0 text-sm font-semibold text-brand-700 sm:w-20">
                {t('lessonNumber', { number: index + 1 })}
              </span>
              <span className="break-words text-slate-900">
                <bdi>{lesson.title}</bdi>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A loaded teacher course (RT-42, TC-09: the screen is ours to design). */
export function TeacherCourseDetail({ course, enrolment }: { course: TeacherCourse; enrolment: Enrolment }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <Breadcrumb
        items={fromHome({ label: t('teacherCourses'), href: paths.teacherCourses.href() }, { label: course.title })}
      />

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <FallbackImage
            src={course.image}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 1152px) 653px, (min-width: 1024px) 57vw, calc(100vw - 2rem)"
            priority
            className="aspect-video w-full rounded-xl border border-slate-200 bg-slate-100 object-contain"
          />
          <ul aria-label={t('categoryAndLevel')} className="flex flex-wrap gap-2">
            <li>
              <Badge>{course.category}</Badge>
            </li>
            <li>
              <Badge data-level={course.level} variant={DIFFICULTY_VARIANTS[course.level]}>
                {t('level', { level: course.level })}
              </Badge>
            </li>
          </ul>
          {/* The catalogue's English reads left to right inside an Arabic page, its punctuation in place (issue 26 §3). */}
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            <bdi>{course.title}</bdi>
          </h1>
          <p className="text-slate-700">
            <bdi>{course.description}</bdi>
          </p>
        </div>

        <aside
          aria-label={t('enrolment')}
          className="flex flex-col gap-4 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
        >
          <p className="text-3xl font-bold text-slate-900">{formatPrice(teacherCoursePrice(course))}</p>
          <CourseAction course={course} enrolment={enrolment} />
          <dl className="grid grid-cols-2 gap-4 border-t border-slate-200 pt-4">
            <Fact label={t('instructor')} value={course.instructor} />
            <Fact label={t('duration')} value={durationLabel(course)} />
            <Fact label={t('lessonsFact')} value={lessonsLabel(course.lessonCount)} />
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('rating')}</dt>
              <dd className="flex items-center gap-1 text-slate-900">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                <Message
                  t={t}
                  id="ratingOutOf5"
                  values={{ rating: ratingText(course.rating) }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </dd>
            </div>
            <Fact label={t('studentsFact')} value={studentsLabel(course.students)} />
          </dl>
        </aside>
      </div>

      <Syllabus lessons={course.lessons} />
    </div>
  );
}

export function TeacherCourseDetailSkeleton() {
  return (
    <div role="status" aria-label={t('loadingCourse')} className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <Skeleton className="h-4 w-64 max-w-full" />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <SkeletonStack lines={['aspect-video w-full', 'h-5 w-40', 'h-8 w-3/4', 'h-4 w-full', 'h-4 w-5/6']} />
        <SkeletonStack
          className="rounded-xl border border-slate-200 bg-white p-5"
          lines={['h-9 w-32', 'h-11 w-full', 'h-24 w-full']}
        />
      </div>
    </div>
  );
}
