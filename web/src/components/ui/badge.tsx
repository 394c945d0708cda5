import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A badge's classes. `cn` only joins class names, so a colour a caller wants is a variant here, not a
 * className fighting the default variant's (issue 23 §5; guarded by class-conflicts.test.ts).
 */
export const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'bg-brand-100 text-brand-800',
      secondary: 'bg-slate-100 text-slate-700',
      success: 'bg-emerald-100 text-emerald-800',
      accent: 'bg-amber-100 text-amber-900',
      /** A course's Advanced level (MC-07). */
      danger: 'bg-rose-100 text-rose-800',
      /** The pro tier's Best Value (PY-04). */
      strong: 'bg-accent-500 text-slate-900',
      /** On a coloured picture: the year cards' Available Now. */
      onColour: 'bg-white/95 text-emerald-800',
      outline: 'border border-slate-300 text-slate-700',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
