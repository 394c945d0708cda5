import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type Props = { title: string; message: ReactNode; backHref?: string; backLabel?: string };

/** A page whose subject does not exist: its own heading, the reason, and a way back to the catalogue. */
export function NotFoundState({
  title,
  message,
  backHref = paths.materials.href(),
  backLabel = 'Back to Materials',
}: Props) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <Button asChild variant="outline">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </div>
  );
}
