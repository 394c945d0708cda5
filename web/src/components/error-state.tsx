import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { messages } from '@/lib/i18n';
import en from './locales/error-state.en.json';

/** Its own texts, not the shared components' catalogue: the error state is part of every page's base (issue 26 §7). */
const t = messages(en);

type Props = {
  title: string;
  message: ReactNode;
  onRetry?: () => void;
  /** The retry button's words where the spec has its own ("Try Again", MC-13, MM-04). */
  retryLabel?: string;
  /** Other ways on, beside the retry button (a Log in link). */
  children?: ReactNode;
};

/** A failed load: what went wrong in plain words, and a way to try again. */
export function ErrorState({ title, message, onRetry, retryLabel = t('tryAgain'), children }: Props) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-200 bg-white p-8 text-center"
    >
      <AlertTriangle className="size-10 text-red-500" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-slate-600">{message}</p>
      {(onRetry || children) && (
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {retryLabel}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
