import { cn } from '@/lib/cn';

type Props = {
  /** 0 to 100. */
  value: number;
  /** The id of the visible label that names the bar. */
  labelledBy: string;
  valueText?: string;
  className?: string;
  /** The bar's thickness (a prop: `cn` would not resolve a className's `h-3` against ours). */
  height?: 'h-2' | 'h-3';
  /** The filled part's colour. */
  barClassName?: string;
};

/** A labelled progress bar, the fill as wide as the value (lesson progress, the dashboard's development). */
export function ProgressBar({ value, labelledBy, valueText, className, height = 'h-2', barClassName }: Props) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn(height, 'overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', barClassName)} style={{ width: `${value}%` }} />
    </div>
  );
}
