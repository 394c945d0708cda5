import type { ContactMessageRequest } from '@the-gate/contract/inbox';
import { Send } from 'lucide-react';
import { FormNotice } from '@/components/form/form-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useSendContactMessage } from '../api/contact-send-message';
import { useInboxForm } from '../hooks/use-inbox-form';
import { t } from '../i18n';
import { SenderFields } from './sender-fields';

/** The contract's schema, loaded with zod on the first submit (issue 23 §5). */
const loadSchema = async () => (await import('@the-gate/contract/inbox')).contactMessageRequestSchema;

const EMPTY: Required<ContactMessageRequest> = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form (B§2, B§5, CT-01, CT-05). Each field is `required`, so the browser blocks an
 * empty submit as the spec's does; the shared schema then checks what the browser lets through
 * (blank spaces, a malformed address, lengths) with inline messages and focus on the first.
 * Submitting shows "Sending..."; the spec simulates 1.5 s, we post it (ARCHITECTURE decisions):
 * on success the server's words appear and all four fields clear; on a failure everything typed stays.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const { bind, onSubmit, outcome, noticeRef, pending } = useInboxForm({
    loadSchema,
    empty: EMPTY,
    send,
    what: 'message',
  });

  return (
    <form onSubmit={onSubmit} aria-label={t('contactFormLabel')} className="flex flex-col gap-5">
      <fieldset disabled={pending} className="flex min-w-0 flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <SenderFields nameLabel={t('name')} bind={bind} />
        </div>
        <TextField label={t('subject')} required {...bind('subject')} />
        <TextAreaField label={t('message')} rows={6} required {...bind('message')} />
        {outcome && (
          <FormNotice ref={noticeRef} tone={outcome.tone}>
            <p>{outcome.message}</p>
          </FormNotice>
        )}
        <SubmitButton
          pending={pending}
          pendingLabel={t('sending')}
          icon={<Send aria-hidden="true" />}
          className="self-start"
        >
          {t('sendMessage')}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
