import { ArrowRight, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from '@/lib/router';

type HeadingProps = {
  icon: LucideIcon;
  title: string;
  /** A link to the block's full page beside the title, e.g. 'View All Books'. */
  link?: { to: string; label: string };
  id?: string;
};

/** A block's h2 with its icon, and the link to its full page beside it (the home and year-level blocks). */
export function SectionHeading({ icon: Icon, title, link, id }: HeadingProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      {link && (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {link.label}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

type Props = { icon: LucideIcon; title: string; linkTo: string; linkLabel: string; children: ReactNode };

/** A titled section with a link to its full page beside the title (the dashboard's sections). */
export function LinkedSection({ icon, title, linkTo, linkLabel, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <SectionHeading id={headingId} icon={icon} title={title} link={{ to: linkTo, label: linkLabel }} />
      {children}
    </section>
  );
}
