import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A button's classes. `cn` only joins class names (it does not resolve conflicts), so each class
 * here is set once: the corners and the text size live with the variant and the size that need
 * them, and a look a caller wants (on a dark hero, a round carousel arrow) is a variant of its own
 * rather than a className fighting the variant's (issue 23 §5; guarded by class-conflicts.test.ts).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white hover:bg-brand-700',
        accent: 'bg-accent-500 text-slate-900 hover:bg-accent-400',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        /** The pro package's Open: the outline's border on the accent's fill. */
        accentOutline: 'border border-slate-300 bg-accent-500 text-slate-900 hover:bg-accent-400',
        /** The carousel's round arrows, over the slides' edge. */
        floating: 'border border-slate-300 bg-white/95 text-slate-900 shadow-sm hover:bg-slate-100',
        /** Outlined on a dark hero, filled or see-through. */
        onDark: 'border border-white/40 bg-white/10 text-white hover:bg-white/20',
        onDarkClear: 'border border-white/40 bg-transparent text-white hover:bg-white/10',
        ghost: 'text-slate-700 hover:bg-slate-100',
        /** A quiet icon that turns red on hover: removing a cart line. */
        ghostDanger: 'text-slate-500 hover:bg-slate-100 hover:text-red-600',
        destructive: 'bg-red-600 text-white hover:bg-red-700',
        /** A done step (a completed lesson). */
        success: 'border border-emerald-500 bg-emerald-50 text-emerald-800 hover:bg-emerald-100',
        link: 'text-brand-600 underline-offset-4 hover:underline',
        /** No colours: the caller's className gives them. */
        bare: '',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-8 px-3 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10 text-sm',
        'icon-md': 'size-9 text-sm',
        'icon-sm': 'size-8 text-sm',
        /** No box: the caller's className gives height and padding. */
        bare: 'text-sm',
      },
      shape: { default: 'rounded-lg', round: 'rounded-full' },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, shape, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, shape }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
