import { useQueryClient } from '@tanstack/react-query';
import type { Subscriber } from '@the-gate/contract/admin-inbox';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { adminErrorMessage } from '../lib/admin-errors';
import { unsubscribe } from './inbox-api';

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
      <ConfirmDialog
        title={open ? <span className="break-all">Unsubscribe {subscriber.email}?</span> : null}
        description="The address leaves the newsletter list. It can subscribe again through the shop's form."
        confirmLabel="Unsubscribe"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void remove();
        }}
      />
    </>
  );
}
