import { useQueryClient } from '@tanstack/react-query';
import { type AdminMessage, MESSAGE_KIND_LABELS, type MessageKind } from '@the-gate/contract/admin-inbox';
import { useState } from 'react';
import { toast } from 'sonner';
import { useParams } from 'wouter';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { ItemEditPage } from '../components/item-edit-page';
import { getMessage, messageKey, setMessageStatus } from '../inbox/inbox-api';
import { MessageStatusBadge } from '../inbox/message-status-badge';
import { ReplyForm } from '../inbox/reply-form';
import { adminErrorMessage } from '../lib/admin-errors';
import { formatWhen } from '../lib/format-when';
import { adminPaths } from '../paths';

const At = ({ at }: { at: string }) => <time dateTime={at}>{formatWhen(at)}</time>;

function Message({ first }: { first: AdminMessage }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState(first);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = String(message.id);

  /** Shows the message as our change left it, and marks the inbox's lists stale. */
  const show = (next: AdminMessage) => {
    setMessage(next);
    queryClient.setQueryData(messageKey(next.kind, id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] });
  };

  const mark = async () => {
    const status = message.status === 'new' ? 'handled' : 'new';
    setBusy(true);
    setFailure(null);
    try {
      show(await setMessageStatus(message.kind, id, status));
      toast.success(status === 'handled' ? 'Marked as handled.' : 'Marked as new.');
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The status could not be changed. Check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-3xl space-y-6">
      <section aria-label="The message" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <MessageStatusBadge status={message.status} />
          <span className="text-sm text-slate-700">{MESSAGE_KIND_LABELS[message.kind]}</span>
          <span className="text-sm text-slate-600">
            Received <At at={message.createdAt} />
          </span>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          {[
            ...(message.name ? [{ label: 'Name', value: <>{message.name}</> }] : []),
            {
              label: 'E-mail',
              value: (
                <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline underline-offset-2">
                  {message.email}
                </a>
              ),
            },
            ...message.fields.map((field) => ({ label: field.label, value: <>{field.value}</> })),
          ].map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-slate-700">{row.label}</dt>
              <dd className="break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
        {message.message && <p className="whitespace-pre-wrap break-words">{message.message}</p>}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-700" aria-live="polite">
            {message.status === 'handled' ? (
              <>
                Handled {message.handledBy ? `by ${message.handledBy} ` : ''}
                {message.handledAt && <At at={message.handledAt} />}
              </>
            ) : (
              'Not handled yet.'
            )}
          </p>
          <Button variant="outline" disabled={busy} onClick={() => void mark()}>
            {message.status === 'new' ? 'Mark as handled' : 'Mark as new'}
          </Button>
        </div>
        {failure && (
          <FormNotice>
            <p>{failure}</p>
          </FormNotice>
        )}
      </section>
      <section aria-labelledby="message-replies" className="space-y-3">
        <h2 id="message-replies" className="text-lg font-semibold">
          Replies
        </h2>
        {message.replies.length === 0 ? (
          <p className="text-sm text-slate-600">No reply sent yet.</p>
        ) : (
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-600">
                  {reply.sentBy ?? 'A former staff member'}, <At at={reply.sentAt} />
                </p>
                <p className="font-medium">{reply.subject}</p>
                <p className="mt-2 whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReplyForm message={message} onSent={show} />
    </div>
  );
}

/**
 * One message of the inbox (issue 25 §6): everything the form took, New or Handled (by whom and
 * when) with the button that changes it, the replies sent so far and the reply form.
 */
export function MessagePage() {
  const { kind = '' } = useParams<{ kind: string }>();
  return (
    <ItemEditPage<AdminMessage>
      back={{ to: adminPaths.inbox, label: 'Back to the inbox' }}
      noun="message"
      queryKey={(id) => messageKey(kind, id)}
      load={(id, signal) => getMessage(kind as MessageKind, id, signal)}
      titleOf={(message) => `${MESSAGE_KIND_LABELS[message.kind]}: ${message.summary}`}
      keyOf={(message) => `${message.kind}-${message.id}`}
      notFoundOn={[400, 404]}
    >
      {(message) => <Message first={message} />}
    </ItemEditPage>
  );
}
