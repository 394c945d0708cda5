import { type ConsultationRequest, consultationRequestSchema } from '@the-gate/contract/inbox';
import { CalendarCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { PhoneField } from '@/components/form/phone-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { useSendConsultationRequest } from '../api/consultation-send-request';
import { useInboxForm } from '../hooks/use-inbox-form';
import { SenderFields } from './sender-fields';

export const REQUEST_CONSULTATION = 'Request a Consultation';

type Props = {
  /** The service the visitor is reading about: it starts the message, which they may change. */
  topic?: string;
  triggerClassName?: string;
};

/** The fields as typed; the schema turns a blank phone or message into null. */
const emptyValues = (topic: string | undefined): ConsultationRequest => ({
  name: '',
  email: '',
  schoolName: '',
  phone: '',
  message: topic ? `We would like to know more about ${topic} for our school.` : '',
});

/**
 * 'Request a Consultation' (SCH-02): the spec shows the button but not its action; ours opens this
 * form and posts it (ARCHITECTURE decisions), with the contact form's behaviour: "Sending...", the
 * server's words on success, everything typed kept on a failure. The form lives outside the dialog's
 * content, so closing the dialog by accident (Escape, a click outside) does not lose what was typed.
 */
export function ConsultationDialog({ topic, triggerClassName }: Props) {
  const [open, setOpen] = useState(false);
  const send = useSendConsultationRequest();
  const { bind, onSubmit, outcome, setOutcome, noticeRef, pending } = useInboxForm({
    schema: consultationRequestSchema,
    empty: emptyValues(topic),
    send,
    what: 'request',
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // A request already sent is done with: the next opening starts a new one. A failure stays up.
    if (!next && outcome?.tone === 'success') setOutcome(null);
  };
  const sentMessage = outcome?.tone === 'success' ? outcome.message : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="accent" size="lg" className={triggerClassName}>
          <CalendarCheck aria-hidden="true" />
          {REQUEST_CONSULTATION}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">{REQUEST_CONSULTATION}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Tell us about your school and a member of our schools team will contact you to arrange a first conversation.
          </Dialog.Description>
          {sentMessage !== null ? (
            <div className="mt-5 flex flex-col gap-4">
              <FormNotice ref={noticeRef} tone="success">
                <p>{sentMessage}</p>
              </FormNotice>
              <Dialog.Close asChild>
                <Button variant="outline" className="self-end">
                  Done
                </Button>
              </Dialog.Close>
            </div>
          ) : (
            <form onSubmit={onSubmit} aria-label="Consultation request" className="mt-5">
              <fieldset disabled={pending} className="flex min-w-0 flex-col gap-4">
                <SenderFields nameLabel="Your name" bind={bind} />
                <TextField label="School name" autoComplete="organization" required {...bind('schoolName')} />
                <PhoneField label="Phone" optional {...bind('phone')} />
                <TextAreaField label="How can we help?" rows={4} optional {...bind('message')} />
                {outcome && (
                  <FormNotice ref={noticeRef} tone={outcome.tone}>
                    <p>{outcome.message}</p>
                  </FormNotice>
                )}
                <SubmitButton pending={pending} pendingLabel="Sending...">
                  Send Request
                </SubmitButton>
              </fieldset>
            </form>
          )}
          <Dialog.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
