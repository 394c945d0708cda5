import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = { title: string; message: ReactNode; onRetry?: () => void; children?: ReactNode };

/** A failed load: what went wrong in plain words, and a way to try again. */
export function ErrorState({ title, message, onRetry, children }: Props) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-200 bg-white p-8 text-center"
    >
      <AlertTriangle className="size-10 text-red-500" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-slate-600">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
      {children}
    </div>
  );
}
