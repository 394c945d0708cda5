import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

/** "← Back to …" under a page's breadcrumb: the list the page's item belongs to. */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline',
        className,
      )}
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {children}
    </Link>
  );
}
