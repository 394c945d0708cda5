import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A finished step (link sent, password changed): the server's words and where to go next. */
export function StatusPanel({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
      <p className="text-slate-700">{message}</p>
      {children}
    </div>
  );
}
