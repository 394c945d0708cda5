import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { Button, buttonVariants } from '@/components/ui/button';
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
      <AlertDialog.Root open={asking} onOpenChange={setAsking}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          {/* direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions */}
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">Deactivate {code}?</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-700">
              Buyers who type it will be told it is not valid. Payments that used it keep their discount, and you can
              activate it again.
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonVariants({ variant: 'destructive' })}
                onClick={() => void change(false)}
              >
                Deactivate
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
