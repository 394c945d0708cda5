import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { t } from '../i18n';

export const EMAIL_FORM_FAILED = t('emailFormFailed');

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
  const error = mutation.isError ? emailFormError(mutation.error) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={submit} className={cn('flex flex-col gap-2', className)}>
      <FormField label={label} hideLabel={hideLabel} error={error} announceError>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...control}
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
              invalid={Boolean(error)}
              className="sm:flex-1"
            />
            <SubmitButton pending={mutation.isPending} size="default">
              {submitLabel}
            </SubmitButton>
          </div>
        )}
      </FormField>
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
