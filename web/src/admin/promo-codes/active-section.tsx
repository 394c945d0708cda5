import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { adminErrorMessage } from '../lib/admin-errors';
import { ActiveBadge } from './promo-columns';

type Props = {
  code: string;
  active: boolean;
  /** Sends `active`; a refusal is shown under the button. */
  onChange: (active: boolean) => Promise<void>;
};

/**
 * Whether buyers can use the code, and the button that turns it off (after a confirmation: the
 * advertised code stops working at once) or on again. A code is never deleted (decision 022).
 */
export function ActiveSection({ code, active, onChange }: Props) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (next: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await onChange(next);
      toast.success(next ? `${code} is active.` : `${code} is deactivated.`);
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The promo code could not be changed. Check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Use at checkout
        </h2>
        <ActiveBadge active={active} />
      </div>
      {active ? (
        <Button variant="outline" disabled={busy} onClick={() => setAsking(true)}>
          Deactivate
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => void change(true)}>
          Activate
        </Button>
      )}
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
      <ConfirmDialog
        title={asking ? `Deactivate ${code}?` : null}
        description="Buyers who type it will be told it is not valid. Payments that used it keep their discount, and you can activate it again."
        confirmLabel="Deactivate"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void change(false);
        }}
      />
    </section>
  );
}
