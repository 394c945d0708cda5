import { cn } from '@/lib/cn';

type Props = {
  /** 0 to 100. */
  value: number;
  /** The id of the visible label that names the bar. */
  labelledBy: string;
  valueText?: string;
  className?: string;
  /** The filled part's colour. */
  barClassName?: string;
};

/** A labelled progress bar, the fill as wide as the value (lesson progress, the dashboard's development). */
export function ProgressBar({ value, labelledBy, valueText, className, barClassName }: Props) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', barClassName)} style={{ width: `${value}%` }} />
    </div>
  );
}
