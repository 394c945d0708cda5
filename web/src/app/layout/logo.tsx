import { cn } from '@/lib/cn';

/** The Gate's mark and name; `compact` is the smaller logo of the scrolled bar (A§2, NAV-03). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2" data-compact={compact}>
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        className={cn('shrink-0 transition-all duration-200', compact ? 'size-7' : 'size-10')}
      >
        <rect width="32" height="32" rx="7" fill="#2547d0" />
        <path d="M9 25V11a7 7 0 0 1 14 0v14h-4V11a3 3 0 0 0-6 0v14z" fill="#fff" />
      </svg>
      <span
        className={cn(
          'font-serif font-bold text-brand-900 transition-all duration-200',
          compact ? 'text-lg' : 'text-2xl',
        )}
      >
        The Gate
      </span>
    </span>
  );
}
