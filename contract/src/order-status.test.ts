import { describe, expect, it } from 'vitest';
import { orderStatus, parseOrderStatus } from './order-status';

/** Issue 25 §2, §7: the status a buyer and the back office read. */
describe('orderStatus', () => {
  const paid = { status: 'Completed' as const, amountCents: 15_000, refundedCents: 0 };

  it('keeps Pending, Failed and an untouched Completed as stored', () => {
    expect(orderStatus({ ...paid, status: 'Pending' })).toBe('Pending');
    expect(orderStatus({ ...paid, status: 'Failed' })).toBe('Failed');
    expect(orderStatus(paid)).toBe('Completed');
  });

  it('says "Partially refunded" for part of the amount and "Refunded" for all of it or a void', () => {
    expect(orderStatus({ ...paid, refundedCents: 5_000 })).toBe('Partially refunded');
    expect(orderStatus({ ...paid, refundedCents: 15_000 })).toBe('Refunded');
    expect(orderStatus({ ...paid, refundedAt: new Date() })).toBe('Refunded');
    // settle.ts stores a wholly refunded or voided payment as Failed, with the time it was refunded.
    expect(orderStatus({ ...paid, status: 'Failed', refundedCents: 15_000, refundedAt: new Date() })).toBe('Refunded');
  });

  it('reads a filter only when it names a status', () => {
    expect(parseOrderStatus('Partially refunded')).toBe('Partially refunded');
    expect(parseOrderStatus('refunded')).toBeNull();
    expect(parseOrderStatus(['Completed'])).toBeNull();
  });
});
