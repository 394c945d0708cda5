import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The fallback when a failure has no words of its own (A§2, A§8, DRW-15, ERR-08). */
export const PAYMENT_FAILED_FALLBACK = 'Payment failed. Please try again.';

/** The box titled 'Payment Error' with the message (DRW-15); `children` adds a way forward. */
export function PaymentErrorBox({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Payment Error</p>
        <p>{message || PAYMENT_FAILED_FALLBACK}</p>
        {children}
      </div>
    </div>
  );
}
