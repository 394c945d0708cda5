import type { ItemStatus } from '@the-gate/contract/item-status';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { adminErrorMessage } from '../lib/admin-errors';
import { StatusBadge } from './status-badge';

const STATUS_ACTIONS: { to: ItemStatus; label: string; shownWhen: (status: ItemStatus) => boolean; done: string }[] = [
  { to: 'published', label: 'Publish', shownWhen: (status) => status !== 'published', done: 'Published.' },
  { to: 'draft', label: 'Unpublish (to draft)', shownWhen: (status) => status === 'published', done: 'Back to draft.' },
  { to: 'archived', label: 'Archive', shownWhen: (status) => status !== 'archived', done: 'Archived.' },
];

type Props = {
  status: ItemStatus;
  /** The role may publish, unpublish and archive (catalogue.publish); otherwise it is said who can. */
  canPublish: boolean;
  /** Sends the new status; a refusal is shown under the buttons. */
  onChange: (status: ItemStatus) => Promise<void>;
};

/** An item's status and the moves the role may make (decision 018: draft, published, archived). */
export function StatusSection({ status, canPublish, onChange }: Props) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const move = async (to: ItemStatus, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await onChange(to);
      toast.success(done);
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The status could not be changed. Check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Status
        </h2>
        <StatusBadge status={status} />
      </div>
      {canPublish ? (
        <div className="flex flex-wrap gap-2">
          {STATUS_ACTIONS.filter((action) => action.shownWhen(status)).map((action) => (
            <Button
              key={action.to}
              variant={action.to === 'published' ? 'default' : 'outline'}
              disabled={busy}
              onClick={() => void move(action.to, action.done)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Only a manager or an owner can publish, unpublish or archive.</p>
      )}
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
    </section>
  );
}
