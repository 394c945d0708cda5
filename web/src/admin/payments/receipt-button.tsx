import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@the-gate/contract/order-status';
import { Mail } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { adminErrorMessage } from '../lib/admin-errors';
import { paymentKey, resendReceipt } from './api';

/** The statuses a receipt exists for: a completed payment, refunded or not (the API's rule). */
const WITH_RECEIPT: readonly OrderStatus[] = ['Completed', 'Refunded', 'Partially refunded'];

/** Whether the payment has a receipt to send again. */
export const hasReceipt = (status: OrderStatus) => WITH_RECEIPT.includes(status);

/**
 * "Re-send receipt" (issue 25 §1): the receipt e-mailed to the buyer again; a toast says so on 202,
 * the server's refusal is shown otherwise; the timeline then shows it.
 */
export function ResendReceiptButton({ reference, email }: { reference: string; email: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const onSend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await resendReceipt(reference);
      toast.success(`Receipt sent again to ${email}.`);
      void queryClient.invalidateQueries({ queryKey: paymentKey(reference) });
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The receipt could not be sent. Check your connection and try again.'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => void onSend()} disabled={busy}>
        <Mail aria-hidden="true" />
        {busy ? 'Sending...' : 'Re-send receipt'}
      </Button>
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
    </div>
  );
}
