import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-slate-600">{message}</p>
      {children}
    </div>
  );
}
