import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export const EMAIL_FORM_FAILED = 'Something went wrong. Please try again.';

/** A refusal (400 a bad address, 429 too many tries) is shown in the server's words; anything else is generic. */
export function emailFormError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return EMAIL_FORM_FAILED;
}

type Props = {
  label: string;
  submitLabel: string;
  successText: string;
  placeholder?: string;
  /** The label stays for screen readers only where a heading already says what the field is for. */
  hideLabel?: boolean;
  mutation: UseMutationResult<unknown, Error, string>;
  className?: string;
};

/**
 * One e-mail field and a button, for the newsletter (INFO-05) and Notify Me (PH-06). The browser's
 * own `required` and e-mail checks stop an empty or malformed address before any request. Success
 * clears the field and says so; a refusal keeps what was typed and shows why under the field.
 */
export function EmailSignupForm({
  label,
  submitLabel,
  successText,
  placeholder,
  hideLabel,
  mutation,
  className,
}: Props) {
  const [email, setEmail] = useState('');
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const error = mutation.isError ? emailFormError(mutation.error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={submit} className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            // A new address starts afresh: the last answer was about the old one.
            if (mutation.isSuccess || mutation.isError) mutation.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn('sm:flex-1', error && 'border-red-600')}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {/* Always in the page, so the confirmation is announced when its text arrives. */}
      <p role="status" className="text-sm font-medium text-emerald-700">
        {mutation.isSuccess && (
          <span className="inline-flex items-center gap-1.5">
            <CircleCheck className="size-4" aria-hidden="true" />
            {successText}
          </span>
        )}
      </p>
    </form>
  );
}
