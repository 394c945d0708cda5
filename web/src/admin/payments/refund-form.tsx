import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { adminErrorMessage } from '../lib/admin-errors';
import { type AdminPayment, paymentKey, requestRefund } from './api';
import { centsToEgpText, formatCents, parseEgpToCents } from './money';
import { isVoid, MAX_REASON_LENGTH, refundAmountError, refundSentence } from './refund-rules';

type Props = { payment: AdminPayment; onClose: () => void };

/**
 * The refund form (issue 25 §2): the amount in EGP (the refundable amount to start with, sent in
 * piastres exactly), a reason, and what will happen said before "Confirm refund". It sends once
 * however often it is pressed; a refusal (409, 502, 503) is shown in the form with what was typed
 * kept; on 201 the page shows the payment as the server answered it.
 */
export function RefundForm({ payment, onClose }: Props) {
  const queryClient = useQueryClient();
  const id = useId();
  const [amount, setAmount] = useState(() => centsToEgpText(payment.refundableCents));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Set before the first await: a second press in the same tick finds it set (a double click sends once).
  const inFlight = useRef(false);
  const amountInput = useRef<HTMLInputElement>(null);
  // The form opens from the Refund button: the keyboard goes on to its first field.
  useEffect(() => amountInput.current?.focus(), []);

  const amountError = refundAmountError(amount, payment);
  const reasonError = reason.trim() === '' ? 'Give the reason for the refund.' : null;
  const cents = parseEgpToCents(amount);
  const showAmountError = checked && amountError;
  const showReasonError = checked && reasonError;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (amountError || reasonError || cents === null || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      const answer = await requestRefund(payment.reference, { amountCents: cents, reason: reason.trim() });
      queryClient.setQueryData(paymentKey(payment.reference), answer.payment);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      const what = answer.refund.kind === 'void' ? 'Void' : 'Refund';
      toast.success(
        answer.refund.status === 'Confirmed'
          ? `${what} of ${formatCents(answer.refund.amountCents)} confirmed by Paymob.`
          : `${what} of ${formatCents(answer.refund.amountCents)} requested. Waiting for Paymob to confirm it.`,
      );
      onClose();
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The refund could not be sent. Check your connection and try again.'));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const voiding = cents !== null && !amountError && isVoid(cents, payment);
  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Refund this payment
      </h3>
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium text-slate-800">
          Amount (EGP)
        </label>
        <Input
          ref={amountInput}
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={showAmountError ? true : undefined}
          aria-describedby={`${id}-amount-hint${showAmountError ? ` ${id}-amount-error` : ''}`}
          className="max-w-[12rem]"
        />
        <p id={`${id}-amount-hint`} className="mt-1 text-sm text-slate-600">
          At most {formatCents(payment.refundableCents)}.
        </p>
        {showAmountError && (
          <p id={`${id}-amount-error`} className="mt-1 text-sm text-red-700">
            {amountError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-slate-800">
          Reason
        </label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={MAX_REASON_LENGTH}
          rows={3}
          required
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={showReasonError ? true : undefined}
          aria-describedby={showReasonError ? `${id}-reason-error` : undefined}
        />
        {showReasonError && (
          <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
            {reasonError}
          </p>
        )}
      </div>
      <p aria-live="polite" className="text-sm font-medium text-slate-900">
        {cents !== null && !amountError ? refundSentence(cents, payment) : ''}
      </p>
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={sending} aria-disabled={sending}>
          {sending ? 'Sending to Paymob...' : voiding ? 'Confirm void' : 'Confirm refund'}
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
