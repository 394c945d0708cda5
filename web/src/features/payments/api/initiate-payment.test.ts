import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { initiatePayment, PaymentError } from './initiate-payment';

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = {
  cartItems: [{ itemType: 'Material' as const, itemId: 5, quantity: 1 }],
  currency: 'EGP' as const,
  customerDetails: { name: 'Sara', email: 'sara@example.com', phone: '+201001234567', street1: 'x', city: 'Cairo' },
};

describe('initiatePayment', () => {
  it('PAY-17 ERR-01 without a token it fails with "Authentication required. Please log in to continue." and sends nothing', async () => {
    const fetchMock = stubApi({ '/api/payments/initiate': { success: true } });
    const failure = await initiatePayment(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentError);
    expect((failure as PaymentError).message).toBe('Authentication required. Please log in to continue.');
    expect((failure as PaymentError).loginRequired).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
