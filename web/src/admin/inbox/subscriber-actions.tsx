import { useQueryClient } from '@tanstack/react-query';
import type { Subscriber } from '@the-gate/contract/admin-inbox';
import { Download } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { Button, buttonVariants } from '@/components/ui/button';
import { adminErrorMessage } from '../lib/admin-errors';
import { saveBlob } from '../lib/save-blob';
import { exportSubscribersCsv, unsubscribe } from './inbox-api';

/** "Export CSV": every subscriber as the server writes them (issue 25 §6). */
export function ExportSubscribersButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onExport = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await exportSubscribersCsv(), `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The export failed. Check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => void onExport()} disabled={busy}>
        <Download aria-hidden="true" />
        {busy ? 'Exporting...' : 'Export CSV'}
      </Button>
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
    </>
  );
}

/** A subscriber's "Unsubscribe", asked first; the list is read again afterwards. */
export function UnsubscribeButton({ subscriber }: { subscriber: Subscriber }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setFailure(null);
    try {
      await unsubscribe(subscriber.id);
      toast.success(`${subscriber.email} unsubscribed.`);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'subscribers'] });
    } catch (error) {
      setFailure(
        adminErrorMessage(error, 'The address could not be unsubscribed. Check your connection and try again.'),
      );
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Unsubscribe ${subscriber.email}`}>
        Unsubscribe
      </Button>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failure}
        </p>
      )}
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          {/* direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions */}
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold break-all">
              Unsubscribe {subscriber.email}?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-700">
              The address leaves the newsletter list. It can subscribe again through the shop's form.
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={() => void remove()}>
                Unsubscribe
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
