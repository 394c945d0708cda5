import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  tone?: 'success' | 'error';
  /** A heading in bold over the words ('Payment Error', DRW-15). */
  title?: string;
  children: ReactNode;
  /** Given where the notice takes focus as it appears, so keyboard and screen-reader users land on it. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * The outcome of a whole form's submit, read out as it appears: a failure is an alert, a success a
 * status. One box for every form (issue 23 §3): sign-in, contact, consultation, checkout.
 */
export function FormNotice({ tone = 'error', title, children, ref }: Props) {
  const success = tone === 'success';
  const Icon = success ? CheckCircle2 : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={success ? 'status' : 'alert'}
      className={cn(
        'flex gap-2 rounded-lg border p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
        success ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
