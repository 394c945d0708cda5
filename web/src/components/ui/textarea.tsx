import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { type BoxProps, borderColour } from './input';

/** A multi-line text box drawn as the one-line `Input`. */
export function Textarea({ className, rows = 5, invalid, ...props }: ComponentProps<'textarea'> & BoxProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full rounded-lg border bg-white px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60',
        borderColour(invalid),
        className,
      )}
      {...props}
    />
  );
}
