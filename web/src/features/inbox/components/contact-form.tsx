import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessageRequest, contactMessageRequestSchema, FORM_LIMITS } from '@the-gate/contract/inbox';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { type ContactMessage, useSendContactMessage } from '../api/contact-send-message';
import { formErrorMessage } from '../lib/contact-form-error';
import { FormInput, FormNotice, FormTextArea } from './contact-form-field';

type Values = Required<ContactMessageRequest>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

export type FormOutcome = { tone: 'success' | 'error'; message: string };

/**
 * The contact form (B§2, B§5, CT-01, CT-05). Each field is `required`, so the browser blocks an
 * empty submit as the spec's does; the shared schema then checks what the browser lets through
 * (blank spaces, a malformed address, lengths) with inline messages and focus on the first.
 * Submitting shows "Sending..."; the spec simulates 1.5 s, we post it (ARCHITECTURE decisions):
 * on success the server's words appear and all four fields clear; on a failure everything typed stays.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<Values, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  // Editing a field clears that field's message and no other.
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });

  useEffect(() => {
    if (outcome) noticeRef.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const message = await send.mutateAsync(values);
      reset(EMPTY);
      setOutcome({ tone: 'success', message });
    } catch (error) {
      setOutcome({ tone: 'error', message: formErrorMessage(error, 'message') });
    }
  });

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="flex flex-col gap-5">
      <fieldset disabled={send.isPending} className="flex min-w-0 flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            label="Name"
            autoComplete="name"
            required
            maxLength={FORM_LIMITS.name}
            error={errors.name?.message}
            {...field('name')}
          />
          <FormInput
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={FORM_LIMITS.email}
            error={errors.email?.message}
            {...field('email')}
          />
        </div>
        <FormInput
          label="Subject"
          required
          maxLength={FORM_LIMITS.subject}
          error={errors.subject?.message}
          {...field('subject')}
        />
        <FormTextArea
          label="Message"
          rows={6}
          required
          maxLength={FORM_LIMITS.message}
          error={errors.message?.message}
          {...field('message')}
        />
        {outcome && <FormNotice ref={noticeRef} tone={outcome.tone} message={outcome.message} />}
        <Button type="submit" size="lg" className="self-start" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </fieldset>
    </form>
  );
}
