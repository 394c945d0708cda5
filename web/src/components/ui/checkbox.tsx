import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  /** Called with the new state when the visitor ticks or clears the box. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox: the browser's own `<input type="checkbox">`, drawn in the house style (a brand-blue box
 * with a white tick). Being the native control, it works with labels, forms and assistive technology
 * as is, and costs nothing to hydrate: the catalogue's filters have some fifty, and a scripted
 * checkbox that measured itself and set state on mount redrew them all during hydration.
 * `className` places the box (its margins); `ref` and the other input props go to the input.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-grid size-4 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className="peer size-4 cursor-pointer appearance-none rounded border border-slate-400 bg-white checked:border-brand-600 checked:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        {...props}
      />
      <Check
        className="pointer-events-none absolute size-3 text-white opacity-0 peer-checked:opacity-100"
        aria-hidden="true"
      />
    </span>
  );
}
