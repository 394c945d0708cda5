import { CheckCircle2, CircleAlert } from 'lucide-react';
import { type ComponentProps, type Ref, useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type FieldProps = { label: string; error?: string | undefined; optional?: boolean };
type Flags = { required?: boolean | undefined; optional?: boolean | undefined };

/** The label, with a star for a required field (the control itself tells screen readers). */
function FieldLabel({ htmlFor, label, required, optional }: { htmlFor: string; label: string } & Flags) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
      {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
    </label>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * A labelled input with its message under it, tied together for screen readers. Shared by the
 * contact and consultation forms: messages inline, what was typed kept (the house form pattern).
 */
export function FormInput({ label, error, optional, className, ...input }: ComponentProps<typeof Input> & FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} optional={optional} />
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(error && 'border-red-600')}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type TextAreaProps = ComponentProps<'textarea'> & FieldProps;

export function FormTextArea({ label, error, optional, className, ...textarea }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={textarea.required} optional={optional} />
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60',
          error && 'border-red-600',
        )}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type NoticeProps = { tone: 'success' | 'error'; message: string; ref?: Ref<HTMLDivElement> };

/**
 * The outcome of a submit. It takes focus when it appears (`tabIndex` -1), so keyboard and
 * screen-reader users land on the result; a success is a status, a failure an alert.
 */
export function FormNotice({ tone, message, ref }: NoticeProps) {
  const success = tone === 'success';
  const Icon = success ? CheckCircle2 : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={success ? 'status' : 'alert'}
      className={cn(
        'flex gap-2 rounded-lg border p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
        success ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
