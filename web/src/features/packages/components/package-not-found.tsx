import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { YearBack } from '../lib/year-back';

/** "Package not found." (B§2, B§8, PD-06), with a way back to the year's packages. */
export function PackageNotFound({ back }: { back: YearBack }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Package not found.</h1>
      <p className="text-slate-600">This package does not exist or is no longer offered.</p>
      <Button asChild variant="outline">
        <Link to={back.href}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
    </div>
  );
}
