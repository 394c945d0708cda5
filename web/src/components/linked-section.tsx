import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

type Props = { icon: ReactNode; title: string; linkTo: string; linkLabel: string; children: ReactNode };

/** A titled section with a link to its full page beside the title (the dashboard's sections). */
export function LinkedSection({ icon, title, linkTo, linkLabel, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        <Link to={linkTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          {linkLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {children}
    </section>
  );
}
