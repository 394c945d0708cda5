import { type ComponentProps, useId } from 'react';
import { Input } from '@/components/ui/input';

type Props = ComponentProps<typeof Input> & { label: string; error?: string | undefined };

/** A labelled input with its error below, tied together for screen readers (CO-09..CO-22). */
export function TextField({ label, error, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
