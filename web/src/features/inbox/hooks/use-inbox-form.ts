import type { UseMutationResult } from '@tanstack/react-query';
import { FORM_LIMITS } from '@the-gate/contract/inbox-rules';
import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useCheckedOnSubmitForm } from '@/components/form/use-checked-on-submit';
import { formErrorMessage } from '../lib/contact-form-error';

/** A field the inbox's forms ask for; each has its length limit in the contract. */
export type InboxField = keyof typeof FORM_LIMITS;

export type FormOutcome = { tone: 'success' | 'error'; message: string };

type Options<Input extends FieldValues, Output extends FieldValues> = {
  /** Imports the contract's schema: it loads with zod on the first submit (issue 23 §5). */
  loadSchema: () => Promise<z.ZodType<Output, Input>>;
  empty: Input;
  /** Posts the checked form; resolves to the words to show. */
  send: UseMutationResult<string, Error, Output>;
  /** What a failure says was not sent: 'message' or 'request'. */
  what: 'message' | 'request';
};

/**
 * The behaviour the contact form and the consultation request share (CT-05, SCH-02): checked by the
 * shared schema on submit, "Sending..." while it posts, then the server's words with every field
 * cleared; on a failure the reason, with everything typed kept. The outcome takes focus as it
 * appears (`noticeRef`), so keyboard and screen-reader users land on it.
 */
export function useInboxForm<Input extends FieldValues, Output extends FieldValues>({
  loadSchema,
  empty,
  send,
  what,
}: Options<Input, Output>) {
  const { field, handleSubmit, reset } = useCheckedOnSubmitForm(loadSchema, empty as DefaultValues<Input>);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) noticeRef.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const message = await send.mutateAsync(values);
      reset(empty);
      setOutcome({ tone: 'success', message });
    } catch (error) {
      setOutcome({ tone: 'error', message: formErrorMessage(error, what) });
    }
  });

  /** A field registered with its message and the shared length limit (FORM_LIMITS), to spread on a kit field. */
  const bind = (name: Path<Input> & InboxField) => ({ ...field(name), maxLength: FORM_LIMITS[name] });

  return { bind, onSubmit, outcome, setOutcome, noticeRef, pending: send.isPending };
}
