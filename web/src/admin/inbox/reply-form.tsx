import { type AdminMessage, REPLY_BODY_REQUIRED, REPLY_MAX_LENGTH } from '@the-gate/contract/admin-inbox';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useLeaveGuard } from '../admin-context';
import { adminErrorMessage } from '../lib/admin-errors';
import { sendReply } from './inbox-api';

type Props = { message: AdminMessage; onSent: (message: AdminMessage) => void };

/**
 * The reply by e-mail (issue 25 §6): sent to the sender from the shop's address, which marks the
 * message handled. A refused or failed send says why and keeps what was typed; a sent one is
 * cleared and announced.
 */
export function ReplyForm({ message, onSent }: Props) {
  const headingId = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const release = useLeaveGuard(body.trim().length > 0 || subject.trim().length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!body.trim()) {
      setBodyError(REPLY_BODY_REQUIRED);
      return;
    }
    setBodyError(undefined);
    setSending(true);
    try {
      const next = await sendReply(message.kind, String(message.id), {
        body,
        ...(subject.trim() && { subject: subject.trim() }),
      });
      release();
      setSubject('');
      setBody('');
      toast.success(`Reply sent to ${message.email}.`);
      onSent(next);
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The reply could not be sent. Check your connection and try again.'));
      setTimeout(() => failureRef.current?.focus());
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Reply by e-mail
      </h2>
      <p className="text-sm text-slate-600">
        Sent to <span className="break-all">{message.email}</span> from the shop's address, quoting the message; the
        message is then marked handled.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label="Subject"
          optional
          value={subject}
          maxLength={200}
          placeholder={message.kind === 'notify' ? `Re: Notify me: ${message.summary}` : `Re: ${message.summary}`}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label="Reply"
          required
          rows={8}
          value={body}
          maxLength={REPLY_MAX_LENGTH}
          error={bodyError}
          onChange={(event) => setBody(event.target.value)}
        />
        {failure && (
          <FormNotice ref={failureRef}>
            <p>{failure}</p>
          </FormNotice>
        )}
        <SubmitButton pending={sending} pendingLabel="Sending..." icon={<Send aria-hidden="true" />} size="default">
          Send reply
        </SubmitButton>
      </form>
    </section>
  );
}
