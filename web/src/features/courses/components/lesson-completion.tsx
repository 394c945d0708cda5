import { Check, CheckCircle2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { t } from '../i18n';

export const COMPLETION_TEXTS = {
  mark: t('markComplete'),
  done: t('completed'),
  question: t('unmarkQuestion'),
  unmark: t('unmark'),
  keep: t('cancel'),
} as const;

type Props = {
  completed: boolean;
  /** A change is on its way: presses are ignored until the server answers. */
  saving: boolean;
  onChange: (completed: boolean) => void;
};

/**
 * 'Mark as complete' (issue 9 §7). Once done the button says "Completed" and stays pressed; pressing
 * it again only asks, and "Mark as not complete" is a second, named action, so a stray press never
 * quietly undoes the learner's progress (issue 23 §7). The button stays focusable while saving (it
 * is aria-disabled, not disabled), so the focus has somewhere to stay when the question closes.
 */
export function LessonCompletion({ completed, saving, onChange }: Props) {
  const [asking, setAsking] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const showQuestion = asking && completed;

  useEffect(() => {
    if (showQuestion) keepRef.current?.focus();
  }, [showQuestion]);

  const closeQuestion = () => {
    setAsking(false);
    toggleRef.current?.focus();
  };
  const onQuestionKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeQuestion();
  };

  return (
    <>
      <Button
        ref={toggleRef}
        variant={completed ? 'success' : 'outline'}
        aria-pressed={completed}
        aria-disabled={saving || undefined}
        onClick={() => {
          if (saving) return;
          if (completed) setAsking(true);
          else onChange(true);
        }}
        className={cn(saving && 'cursor-progress opacity-60')}
      >
        {completed ? <CheckCircle2 aria-hidden="true" /> : <Check aria-hidden="true" />}
        {completed ? COMPLETION_TEXTS.done : COMPLETION_TEXTS.mark}
      </Button>
      {showQuestion && (
        <fieldset
          aria-labelledby={questionId}
          onKeyDown={onQuestionKeyDown}
          className="flex min-w-0 basis-full flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
        >
          <p id={questionId} className="text-slate-700">
            {COMPLETION_TEXTS.question}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              onChange(false);
              closeQuestion();
            }}
          >
            {COMPLETION_TEXTS.unmark}
          </Button>
          <Button ref={keepRef} size="sm" variant="ghost" onClick={closeQuestion}>
            {COMPLETION_TEXTS.keep}
          </Button>
        </fieldset>
      )}
    </>
  );
}
