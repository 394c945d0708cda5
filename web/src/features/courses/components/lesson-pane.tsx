import type { Lesson } from '@the-gate/contract/courses';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { HtmlContent } from '@/components/html-content';
import { Button } from '@/components/ui/button';
import { t } from '../i18n';
import { LessonCompletion } from './lesson-completion';

export const NO_LESSON_SELECTED = t('noLessonSelected');
export const NO_LESSON_CONTENT = t('noLessonContent');

type Props = {
  lesson: Lesson | null;
  onSetComplete: (lesson: Lesson, completed: boolean) => void;
  saving: boolean;
};

/** 'Additional Content' only when there is some and it is not the same as the content (CD-15). */
const additionalContentOf = (lesson: Lesson) =>
  lesson.htmlContent.trim() && lesson.htmlContent !== lesson.content ? lesson.htmlContent : null;

/**
 * The selected lesson (B§2, CD-11..CD-18): title, description, 'Mark as complete', 'Download
 * Files' when it has a document, the content as HTML (sanitised by the server on write) and any
 * additional content.
 */
export function LessonPane({ lesson, onSetComplete, saving }: Props) {
  const headingId = useId();
  if (!lesson) {
    return (
      <div className="grid min-h-48 place-items-center rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {NO_LESSON_SELECTED}
      </div>
    );
  }
  const additional = additionalContentOf(lesson);
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <header className="flex flex-col gap-2">
        <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
          <bdi>{lesson.title}</bdi>
        </h2>
        {lesson.description && (
          <p className="text-slate-600">
            <bdi>{lesson.description}</bdi>
          </p>
        )}
      </header>
      <div className="flex flex-wrap gap-2">
        {/* A lesson of its own each time: a question left open is not carried to the next lesson. */}
        <LessonCompletion
          key={lesson.id}
          completed={lesson.isCompleted}
          saving={saving}
          onChange={(completed) => onSetComplete(lesson, completed)}
        />
        {lesson.documentUrl && (
          <Button asChild variant="outline">
            {/* Same-origin signed link; the server also names the file (contract §3.7). */}
            <a href={lesson.documentUrl} download={`${lesson.title}.zip`}>
              <Download aria-hidden="true" />
              {t('downloadFiles')}
            </a>
          </Button>
        )}
      </div>
      {lesson.content.trim() ? (
        // The lesson as written (English): its own direction inside an Arabic page (issue 26 §3).
        <div dir="auto">
          <HtmlContent html={lesson.content} className="break-words" />
        </div>
      ) : (
        <p className="text-slate-600">{NO_LESSON_CONTENT}</p>
      )}
      {additional && (
        <section aria-label={t('additionalContent')} className="flex flex-col gap-3 border-t border-slate-200 pt-5">
          <h3 className="text-lg font-semibold text-slate-900">{t('additionalContent')}</h3>
          <div dir="auto">
            <HtmlContent html={additional} className="break-words" />
          </div>
        </section>
      )}
    </article>
  );
}
