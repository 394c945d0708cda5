import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** What a text box may be told besides an input's props. */
export type BoxProps = {
  /** A red border while the value is in error. */
  invalid?: boolean | undefined;
};

/**
 * The border's colour, red in error: one class either way, since `cn` only joins class names and
 * a caller's `border-red-600` next to our `border-slate-300` would leave the stylesheet's order to
 * decide (issue 23 §5).
 */
export const borderColour = (invalid: boolean | undefined) => (invalid ? 'border-red-600' : 'border-slate-300');

/** A one-line text box; `boxWidth` (default `w-full`, a prop for the same reason) sizes it in a row. */
export function Input({
  className,
  type = 'text',
  invalid,
  boxWidth = 'w-full',
  ...props
}: ComponentProps<'input'> & BoxProps & { boxWidth?: 'w-full' | 'w-16' }) {
  return (
    <input
      type={type}
      className={cn(
        'h-10 rounded-lg border bg-white px-3 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60',
        boxWidth,
        borderColour(invalid),
        className,
      )}
      {...props}
    />
  );
}
