import type { Lesson } from '@the-gate/contract/courses';
import { CheckCircle2, Circle } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { t } from '../i18n';

export const NO_LESSONS = t('noLessons');

type Props = { lessons: Lesson[]; selectedId: number | null; onSelect: (id: number) => void };

/**
 * "Course Lessons ({count})", each lesson numbered by position with a 'Published' badge when it is
 * published (CD-07..CD-09); the selected one is marked for assistive technology (aria-current).
 */
export function LessonList({ lessons, selectedId, onSelect }: Props) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('courseLessons', { count: lessons.length })}
      </h2>
      {lessons.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {NO_LESSONS}
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {lessons.map((lesson, index) => {
            const selected = lesson.id === selectedId;
            return (
              <li key={lesson.id}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(lesson.id)}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-xl border p-3 text-start transition focus-visible:outline-2 focus-visible:outline-brand-500',
                    selected
                      ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
                      : 'border-slate-200 bg-white hover:border-brand-300',
                  )}
                >
                  {lesson.isCompleted ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-slate-300" aria-hidden="true" />
                  )}
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-600">
                      {t('lessonNumber', { number: index + 1 })}
                      {lesson.isPublished && <Badge variant="success">{t('lessonPublished')}</Badge>}
                      {lesson.isCompleted && <span className="sr-only">{t('lessonCompletedNote')}</span>}
                    </span>
                    <span className="font-medium break-words text-slate-900">
                      <bdi>{lesson.title}</bdi>
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
