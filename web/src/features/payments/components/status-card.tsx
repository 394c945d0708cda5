import { CircleAlert, CircleCheck, CircleHelp, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Tone = 'loading' | 'success' | 'failure' | 'pending' | 'unknown' | 'error';

const tones: Record<Tone, { icon: typeof CircleCheck; className: string }> = {
  loading: { icon: LoaderCircle, className: 'text-brand-600 [&>svg]:animate-spin' },
  success: { icon: CircleCheck, className: 'text-green-700' },
  failure: { icon: CircleX, className: 'text-red-700' },
  pending: { icon: Clock, className: 'text-yellow-700' },
  unknown: { icon: CircleHelp, className: 'text-slate-600' },
  error: { icon: CircleAlert, className: 'text-red-700' },
};

export type StatusCardContent = { tone: Tone; title: string; message: ReactNode; children?: ReactNode };

/**
 * The result page's card. Title and message sit in one live region; the page renders this one card
 * in every state, so the region stays mounted from "Checking Payment Status" to the outcome and
 * screen readers hear the change.
 */
export function StatusCard({ tone, title, message, children }: StatusCardContent) {
  const { icon: Icon, className } = tones[tone];
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <div role="status" aria-busy={tone === 'loading'} className="flex flex-col items-center gap-3">
          <span className={cn('flex', className)}>
            <Icon className="size-14" aria-hidden="true" />
          </span>
          <h1 className={cn('text-2xl font-bold sm:text-3xl', tone === 'loading' ? 'text-slate-900' : className)}>
            {title}
          </h1>
          <p className="text-slate-600">{message}</p>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The actions under a result: stacked on a phone, side by side from 640 px. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>;
}
