import { within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { seatsSummary } from '@the-gate/contract/licence-rules';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { seatsNote } from './cart-line';
import { line, lineOf, openDrawer, renderCart } from './cart-test-bench';

describe('seats (issue 27 §5)', () => {
  it('says what each quantity buys in the contract’s words: the buyer and the people they invite', () => {
    const paid = { price: 100, isFree: false };
    for (const quantity of [2, 3, 10, 100]) expect(seatsNote({ ...paid, quantity })).toBe(seatsSummary(quantity));
    expect(seatsNote({ ...paid, quantity: 1 })).toBeNull();
  });

  it('follows the quantity as it changes', async () => {
    const user = renderCart([line({ title: 'Reading Sheet', quantity: 2 })]);
    await openDrawer(user);
    const sheet = within(lineOf('Reading Sheet'));
    expect(sheet.getByText('2 seats: you and 1 person you invite')).toBeVisible();
    await user.click(sheet.getByRole('button', { name: 'Increase quantity of Reading Sheet' }));
    expect(sheet.getByText('3 seats: you and 2 people you invite')).toBeVisible();
    expect(sheet.getByText('EGP 300.00')).toBeVisible();
    await user.click(sheet.getByRole('button', { name: 'Decrease quantity of Reading Sheet' }));
    await user.click(sheet.getByRole('button', { name: 'Decrease quantity of Reading Sheet' }));
    expect(sheet.queryByText(/seat/)).not.toBeInTheDocument();
  });

  it('an "Add seats" line of an owned item says it adds seats to the licence, not "Already in your library"', async () => {
    stubApi({ '/api/library/owned': { materialIds: [1], groupIds: [], courseIds: [], examIds: [] } });
    sessionStorage.setItem('auth_token', 'token-123');
    const user = renderCart([line({ title: 'Reading Sheet', quantity: 3, licenceId: 12 })]);
    const drawer = await openDrawer(user);
    const seats = within(lineOf('Reading Sheet'));
    expect(seats.getByText('Extra seats')).toBeVisible();
    expect(seats.getByText('3 more seats for your licence, for people you invite')).toBeVisible();
    expect(seats.getByText('EGP 300.00')).toBeVisible();
    await user.click(seats.getByRole('button', { name: 'Decrease quantity of Reading Sheet' }));
    expect(seats.getByText('2 more seats for your licence, for people you invite')).toBeVisible();
    expect(seats.queryByText('Already in your library')).not.toBeInTheDocument();
    await user.click(seats.getByRole('button', { name: 'Remove Reading Sheet' }));
    expect(within(drawer).queryByRole('heading', { name: 'Reading Sheet' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
    sessionStorage.clear();
  });

  it('keeps the seats for a licence apart from a copy of the same item', async () => {
    const user = renderCart([
      line({ title: 'Reading Sheet', quantity: 1 }),
      line({ title: 'Reading Sheet', quantity: 2, licenceId: 12 }),
    ]);
    const drawer = await openDrawer(user);
    expect(within(drawer).getAllByRole('heading', { name: 'Reading Sheet' })).toHaveLength(2);
    expect(within(drawer).getByText('3 items')).toBeVisible();
    expect(within(drawer).getByText('2 more seats for your licence, for people you invite')).toBeVisible();
  });
});
