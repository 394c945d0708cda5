import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from '@/lib/router';

export type IconLink = { title: string; text: string; to: string; icon: LucideIcon };

/**
 * A card with an icon, a title whose link covers the whole card, and a line of text; `cta` adds a
 * decorative "Explore →" at the bottom (the link itself is the title).
 */
export function IconLinkCard({ title, text, to, icon: Icon, cta }: IconLink & { cta?: string }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md sm:p-6"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
        <Icon className="size-6 text-brand-600" aria-hidden="true" />
      </span>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
          {title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">{text}</p>
      {cta && (
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
          {cta}
          <ArrowRight className="size-4 rtl:-scale-x-100" />
        </span>
      )}
    </article>
  );
}
