import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsultationRequest, consultationRequestSchema, FORM_LIMITS } from '@the-gate/contract/inbox';
import { CalendarCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { type ConsultationRequestBody, useSendConsultationRequest } from '../api/consultation-send-request';
import { formErrorMessage } from '../lib/contact-form-error';
import type { FormOutcome } from './contact-form';
import { FormInput, FormNotice, FormTextArea } from './contact-form-field';

/** The fields as typed; the schema turns a blank phone or message into null. */
type Values = ConsultationRequest;

export const REQUEST_CONSULTATION = 'Request a Consultation';

type Props = {
  /** The service the visitor is reading about: it starts the message, which they may change. */
  topic?: string;
  triggerClassName?: string;
};

const emptyValues = (topic: string | undefined): Values => ({
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
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<Values, unknown, ConsultationRequestBody>({
    resolver: zodResolver(consultationRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: emptyValues(topic),
  });
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });

  useEffect(() => {
    if (outcome) noticeRef.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const message = await send.mutateAsync(values);
      reset(emptyValues(topic));
      setOutcome({ tone: 'success', message });
    } catch (error) {
      setOutcome({ tone: 'error', message: formErrorMessage(error, 'request') });
    }
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
              <FormNotice ref={noticeRef} tone="success" message={sentMessage} />
              <Dialog.Close asChild>
                <Button variant="outline" className="self-end">
                  Done
                </Button>
              </Dialog.Close>
            </div>
          ) : (
            <form onSubmit={onSubmit} aria-label="Consultation request" className="mt-5">
              <fieldset disabled={send.isPending} className="flex min-w-0 flex-col gap-4">
                <FormInput
                  label="Your name"
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
                <FormInput
                  label="School name"
                  autoComplete="organization"
                  required
                  maxLength={FORM_LIMITS.schoolName}
                  error={errors.schoolName?.message}
                  {...field('schoolName')}
                />
                <FormInput
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  optional
                  maxLength={FORM_LIMITS.phone}
                  error={errors.phone?.message}
                  {...field('phone')}
                />
                <FormTextArea
                  label="How can we help?"
                  rows={4}
                  optional
                  maxLength={FORM_LIMITS.message}
                  error={errors.message?.message}
                  {...field('message')}
                />
                {outcome && <FormNotice ref={noticeRef} tone={outcome.tone} message={outcome.message} />}
                <Button type="submit" size="lg" disabled={send.isPending}>
                  {send.isPending ? 'Sending...' : 'Send Request'}
                </Button>
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
