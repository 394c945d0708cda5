import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPromoCode } from '@the-gate/contract/admin-promo-codes';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §4: the back office's promo codes — list, new, edit, deactivate. */

const promo = (overrides: Partial<AdminPromoCode> = {}): AdminPromoCode => ({
  id: 1,
  code: 'GATE2025',
  percentOff: 10,
  amountOffCents: null,
  startsAt: '2025-01-01T00:00:00.000Z',
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  minimumOrderCents: null,
  active: true,
  description: '10% off your order',
  usedCount: 3,
  revenueCents: 123450,
  discountGivenCents: 13717,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const patchesOf = (fetchMock: ReturnType<typeof renderAdmin>['fetchMock']) =>
  requestsTo(fetchMock, '/api/admin/promo-codes/1').filter((request) => request.method === 'PATCH');

describe('Promo codes list (issue 25 §4)', () => {
  it('lists each code with its discount, uses and revenue, and keeps the active filter in the address', async () => {
    const list = {
      items: [
        promo(),
        promo({
          id: 2,
          code: 'SPRING',
          percentOff: null,
          amountOffCents: 5000,
          usageLimit: 100,
          usedCount: 7,
          minimumOrderCents: 20000,
          active: false,
        }),
      ],
      totalCount: 2,
    };
    const { history, fetchMock } = renderAdmin({
      path: '/admin/promo-codes',
      routes: {
        '/api/admin/promo-codes': list,
        '/api/admin/promo-codes?active=false': { items: [list.items[1]], totalCount: 1 },
      },
    });
    const table = await screen.findByRole('table', { name: 'Promo codes, page 1 of 1' });
    const gate = within(table).getByRole('link', { name: 'GATE2025' }).closest('tr')!;
    expect(gate).toHaveTextContent('10% off');
    expect(gate).toHaveTextContent('3, no limit');
    expect(gate).toHaveTextContent('EGP 1,234.50');
    expect(gate).toHaveTextContent('Active');
    const spring = within(table).getByRole('link', { name: 'SPRING' }).closest('tr')!;
    expect(spring).toHaveTextContent('EGP 50.00 off, orders from EGP 200.00');
    expect(spring).toHaveTextContent('7 of 100');
    expect(spring).toHaveTextContent('Inactive');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Active' }), 'false');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/promo-codes?active=false'));
    expect(requestedPaths(fetchMock)).toContain('/api/admin/promo-codes?active=false');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Promo codes' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not offered to an editor, who lacks promo.manage', async () => {
    renderAdmin({ path: '/admin/promo-codes', role: 'editor' });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Promo codes' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });
});

describe('New promo code (issue 25 §4)', () => {
  it('checks by the contract, sends piastres and opens the new code; a taken code keeps what was typed', async () => {
    let taken = true;
    const { fetchMock, history } = renderAdmin({
      path: '/admin/promo-codes/new',
      routes: {
        '/api/admin/promo-codes': (request: StubRequest) =>
          request.method !== 'POST'
            ? { items: [], totalCount: 0 }
            : taken
              ? reply(409, { message: 'There is already a promo code SPRING.' })
              : reply(201, { id: 9 }),
        '/api/admin/promo-codes/9': promo({ id: 9, code: 'SPRING' }),
      },
    });
    await screen.findByRole('form', { name: 'New promo code' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect(
      await screen.findByText('The code must be 3 to 32 letters, digits, hyphens or underscores.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/promo-codes')).toEqual([]);
    await userEvent.clear(screen.getByRole('textbox', { name: /^Code/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), 'spring');
    await userEvent.click(screen.getByRole('radio', { name: 'Fixed amount off (EGP)' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount off/ }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: /^Minimum order/ }), '200.5');
    await userEvent.type(screen.getByRole('textbox', { name: /^Limit per customer/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is already a promo code SPRING.');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('spring');
    taken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create promo code' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/promo-codes/9'));
    expect(requestsTo(fetchMock, '/api/admin/promo-codes')[1]?.body).toEqual({
      code: 'SPRING',
      amountOffCents: 5000,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
      minimumOrderCents: 20050,
      active: true,
      description: null,
    });
  });
});

describe('Promo code page (issue 25 §4)', () => {
  it('shows its figures and sends only what changed, with the updatedAt it was opened with', async () => {
    let current = promo();
    const { fetchMock } = renderAdmin({
      path: '/admin/promo-codes/1',
      routes: {
        '/api/admin/promo-codes/1': (request: StubRequest) => {
          if (request.method === 'PATCH') current = promo({ percentOff: 15, updatedAt: '2026-11-02T10:00:00.000Z' });
          return current;
        },
      },
    });
    await screen.findByRole('form', { name: 'Promo code details' });
    expect(screen.getByText('Discount given').nextElementSibling).toHaveTextContent('EGP 137.17');
    const percent = screen.getByRole('textbox', { name: /^Percentage off/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchesOf(fetchMock)).toHaveLength(1));
    expect(patchesOf(fetchMock)[0]?.body).toEqual({ percentOff: 15, expectedUpdatedAt: '2026-11-01T10:00:00.000Z' });
  });

  it('asks before deactivating, then sends active: false', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/promo-codes/1',
      routes: {
        '/api/admin/promo-codes/1': (request: StubRequest) => promo({ active: request.method !== 'PATCH' }),
      },
    });
    await screen.findByRole('form', { name: 'Promo code details' });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate GATE2025?' });
    expect(patchesOf(fetchMock)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(patchesOf(fetchMock)).toHaveLength(1));
    expect(patchesOf(fetchMock)[0]?.body).toEqual({ active: false, expectedUpdatedAt: '2026-11-01T10:00:00.000Z' });
  });
});
