import type { ConsultationRequest } from '@the-gate/contract/inbox';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { PhoneField } from '@/components/form/phone-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { useSendConsultationRequest } from '../api/consultation-send-request';
import { useInboxForm } from '../hooks/use-inbox-form';
import { t } from '../i18n';
import { ConsultationDialogFrame } from './consultation-dialog-frame';
import { SenderFields } from './sender-fields';

/** The contract's schema, loaded with zod on the first submit (issue 23 §5). */
const loadSchema = async () => (await import('@the-gate/contract/inbox')).consultationRequestSchema;

/** The fields as typed; the schema turns a blank phone or message into null. */
const emptyValues = (topic: string | undefined): ConsultationRequest => ({
  name: '',
  email: '',
  schoolName: '',
  phone: '',
  message: topic ? t('consultationMessageStart', { topic }) : '',
});

type Props = {
  /** The service the visitor is reading about: it starts the message, which they may change. */
  topic: string | undefined;
  open: boolean;
};

/**
 * The consultation request in its dialog, with the contact form's behaviour: "Sending...", the
 * server's words on success, everything typed kept on a failure. It stays mounted once opened while
 * the dialog's window comes and goes, so closing it by accident (Escape, a click outside) does not
 * lose what was typed; a request already sent is done with, and the next opening starts a new one.
 */
export function ConsultationForm({ topic, open }: Props) {
  const send = useSendConsultationRequest();
  const { bind, onSubmit, outcome, setOutcome, noticeRef, pending } = useInboxForm({
    loadSchema,
    empty: emptyValues(topic),
    send,
    what: 'request',
  });

  useEffect(() => {
    if (!open) setOutcome((shown) => (shown?.tone === 'success' ? null : shown));
  }, [open, setOutcome]);

  if (outcome?.tone === 'success') {
    return (
      <ConsultationDialogFrame>
        <div className="mt-5 flex flex-col gap-4">
          <FormNotice ref={noticeRef} tone="success">
            <p>{outcome.message}</p>
          </FormNotice>
          <Dialog.Close asChild>
            <Button variant="outline" className="self-end">
              {t('done')}
            </Button>
          </Dialog.Close>
        </div>
      </ConsultationDialogFrame>
    );
  }

  return (
    <ConsultationDialogFrame>
      <form onSubmit={onSubmit} aria-label={t('consultationFormLabel')} className="mt-5">
        <fieldset disabled={pending} className="flex min-w-0 flex-col gap-4">
          <SenderFields nameLabel={t('yourName')} bind={bind} />
          <TextField label={t('schoolName')} autoComplete="organization" required {...bind('schoolName')} />
          <PhoneField label={t('phone')} optional {...bind('phone')} />
          <TextAreaField label={t('howCanWeHelp')} rows={4} optional {...bind('message')} />
          {outcome && (
            <FormNotice ref={noticeRef} tone={outcome.tone}>
              <p>{outcome.message}</p>
            </FormNotice>
          )}
          <SubmitButton pending={pending} pendingLabel={t('sending')}>
            {t('sendRequest')}
          </SubmitButton>
        </fieldset>
      </form>
    </ConsultationDialogFrame>
  );
}
