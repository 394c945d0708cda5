import { PENDING_PAYMENT_KEY } from '@the-gate/contract/payment-rules';

/**
 * The reference of the payment under way, kept while the buyer is at the provider (A§3, PAY-10).
 * Local storage, not session storage, so it survives the provider round trip even when the
 * provider's page comes back in another tab (AMB-33).
 */

export function readPendingPayment(): string | null {
  try {
    return localStorage.getItem(PENDING_PAYMENT_KEY) || null;
  } catch {
    // Storage unavailable (privacy modes): there is no stored reference.
    return null;
  }
}

export function savePendingPayment(reference: string) {
  try {
    localStorage.setItem(PENDING_PAYMENT_KEY, reference);
  } catch {
    // The `ref` in the address still leads back to the payment.
  }
}

export function removePendingPayment() {
  try {
    localStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
