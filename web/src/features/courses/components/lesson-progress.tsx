import { useId } from 'react';
import { ProgressBar } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { t } from '../i18n';

type Props = { done: number; total: number; className?: string };

/** "{done} of {total} lessons completed" with a bar (issue 9 §7). */
export function LessonProgress({ done, total, className }: Props) {
  const labelId = useId();
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <p id={labelId} className="text-sm text-slate-600">
        {t('lessonsCompleted', { done, total })}
      </p>
      <ProgressBar value={percent} labelledBy={labelId} barClassName="bg-emerald-500" />
    </div>
  );
}
