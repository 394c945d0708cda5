import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, reply, requestsTo, type StubRequest } from '@/test/stub-api';
import type { AdminPayment, AdminRefund, RefundAnswer } from '../payments/api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §1, §2: a payment's page in the back office, its timeline, receipt and refunds. */

const DETAIL = '/api/admin/payments/PAY-7';
const REFUNDS = `${DETAIL}/refunds`;
const RECEIPT = `${DETAIL}/receipt`;

const refund = (overrides: Partial<AdminRefund> = {}): AdminRefund => ({
  id: 1,
  kind: 'refund',
  amountCents: 5000,
  reason: 'Bought the wrong year',
  status: 'Confirmed',
  requestedBy: 'manager@example.com',
  requestedAt: '2026-11-21T10:00:00.000Z',
  confirmedAt: '2026-11-21T10:00:05.000Z',
  message: null,
  ...overrides,
});

const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  reference: 'PAY-7',
  status: 'Completed',
  createdAt: '2026-11-20T09:30:00.000Z',
  completedAt: '2026-11-20T09:31:00.000Z',
  currency: 'EGP',
  subtotalCents: 20000,
  discountCents: 2000,
  amountCents: 18000,
  refundedCents: 0,
  refundableCents: 18000,
  promoCode: 'GATE2025',
  paymentMethod: 'card',
  failureReason: null,
  providerTransactionId: '123456',
  canVoid: false,
  customer: {
    id: 'u7',
    name: 'Mona Hassan',
    email: 'mona@example.com',
    phone: '+201001234567',
    street1: '90th Street',
    city: 'New Cairo',
    country: 'Egypt',
  },
  lines: [
    {
      itemType: 'group',
      itemId: 3,
      title: 'Year 6 Pro',
      unitPriceCents: 15000,
      quantity: 1,
      lineTotalCents: 15000,
    },
    {
      itemType: 'material',
      itemId: 9,
      title: 'Grammar drills',
      unitPriceCents: 5000,
      quantity: 1,
      lineTotalCents: 5000,
    },
  ],
  refunds: [],
  receiptSentAt: '2026-11-20T09:31:02.000Z',
  timeline: [
    { at: '2026-11-20T09:30:00.000Z', kind: 'initiated', summary: 'Payment initiated for EGP 180.00', actor: null },
    {
      at: '2026-11-20T09:31:00.000Z',
      kind: 'callback',
      summary: 'Paymob callback: paid by card (transaction 123456)',
      actor: null,
    },
    { at: '2026-11-20T09:31:02.000Z', kind: 'receipt-sent', summary: 'Receipt e-mailed to the buyer', actor: null },
    {
      at: '2026-11-21T10:00:00.000Z',
      kind: 'receipt-resent',
      summary: 'Receipt e-mailed again',
      actor: 'owner@example.com',
    },
  ],
  ...overrides,
});

function renderDetail(routes: Record<string, unknown> = {}, role: 'owner' | 'manager' = 'manager') {
  return renderAdmin({ path: '/admin/payments/PAY-7', role, routes: { [DETAIL]: payment(), ...routes } });
}

const refundsSection = () => screen.getByRole('region', { name: 'Refunds' });
const amountBox = () => screen.getByRole('textbox', { name: 'Amount (EGP)' });
const reasonBox = () => screen.getByRole('textbox', { name: 'Reason' });
const posts = (fetchMock: ReturnType<typeof renderDetail>['fetchMock'], path: string) =>
  requestsTo(fetchMock, path).filter((request) => request.method === 'POST');

async function openRefund() {
  await userEvent.click(
    await within(await screen.findByRole('region', { name: 'Refunds' })).findByRole('button', { name: 'Refund' }),
  );
  return screen.getByRole('form', { name: 'Refund this payment' });
}

describe('a payment page (issue 25 §1)', () => {
  it('shows the reference and status, the customer with a link to their page, the lines, amounts, refunds and the timeline oldest first', async () => {
    renderDetail({
      [DETAIL]: payment({
        status: 'Partially refunded',
        refundedCents: 5000,
        refundableCents: 13000,
        refunds: [refund({ message: 'Approved' })],
      }),
    });
    // The page's screen is loaded on first use: the first time in a run takes a moment.
    expect(await screen.findByRole('heading', { level: 1, name: 'PAY-7' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByText('Partially refunded')[0]).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Mona Hassan');
    expect(customer).toHaveTextContent('90th Street, New Cairo, Egypt');
    expect(within(customer).getByRole('link', { name: "Open the customer's page" })).toHaveAttribute(
      'href',
      '/admin/customers/u7',
    );
    const lines = within(screen.getByRole('region', { name: 'Lines' })).getByRole('table');
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('Year 6 Pro');
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('EGP 150.00');
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(amounts).toHaveTextContent('SubtotalEGP 200.00');
    expect(amounts).toHaveTextContent('Discount− EGP 20.00 (GATE2025)');
    expect(amounts).toHaveTextContent('AmountEGP 180.00');
    expect(amounts).toHaveTextContent('RefundedEGP 50.00');
    expect(amounts).toHaveTextContent('RefundableEGP 130.00');
    const refunds = within(refundsSection()).getAllByRole('listitem');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toHaveTextContent('Refund of EGP 50.00');
    expect(refunds[0]).toHaveTextContent('Confirmed');
    expect(refunds[0]).toHaveTextContent('Asked by manager@example.com');
    expect(refunds[0]).toHaveTextContent('Reason: Bought the wrong year');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getByRole('list');
    expect(timeline.tagName).toBe('OL');
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2026-11-20T09:30:00.000Z',
      '2026-11-20T09:31:00.000Z',
      '2026-11-20T09:31:02.000Z',
      '2026-11-21T10:00:00.000Z',
    ]);
    expect(events[1]).toHaveTextContent('Paymob callback: paid by card (transaction 123456)');
    expect(events[3]).toHaveTextContent('By owner@example.com');
  });

  it('says when there is no such payment (404)', async () => {
    renderDetail({ [DETAIL]: reply(404, { message: 'Payment not found' }) });
    expect(await screen.findByText('There is no such payment', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('re-sends the receipt with a toast on 202, and shows the server refusing it', async () => {
    let answer: unknown = reply(202, { receiptSentAt: '2026-11-27T10:00:00.000Z' });
    const { fetchMock } = renderDetail({ [RECEIPT]: () => answer });
    await userEvent.click(await screen.findByRole('button', { name: 'Re-send receipt' }));
    expect(await screen.findByText('Receipt sent again to mona@example.com.')).toBeInTheDocument();
    expect(posts(fetchMock, RECEIPT)).toHaveLength(1);
    answer = reply(409, { message: 'Only a completed payment has a receipt.' });
    await userEvent.click(screen.getByRole('button', { name: 'Re-send receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a completed payment has a receipt.');
  });

  it('offers no receipt and no refund for a pending payment, whatever its refundable amount', async () => {
    renderDetail({ [DETAIL]: payment({ status: 'Pending', completedAt: null }) });
    await screen.findByRole('region', { name: 'Refunds' });
    expect(screen.queryByRole('button', { name: 'Re-send receipt' })).not.toBeInTheDocument();
    expect(within(refundsSection()).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(refundsSection()).toHaveTextContent('No refunds.');
  });
});

describe('refunding a payment (issue 25 §2)', () => {
  it('sends "12.34" as 1234 piastres with the reason, says what will happen, then shows the answer and asks again until Paymob confirms', async () => {
    const requested = refund({ id: 2, amountCents: 1234, status: 'Requested', confirmedAt: null });
    const after = payment({ status: 'Completed', refundableCents: 18000 - 1234, refunds: [requested] });
    let detail = payment();
    const { fetchMock } = renderDetail({
      [DETAIL]: () => detail,
      [REFUNDS]: (): unknown => {
        // Paymob confirms a moment later: the next reading of the payment says so.
        detail = payment({
          status: 'Partially refunded',
          refundedCents: 1234,
          refundableCents: 18000 - 1234,
          refunds: [{ ...requested, status: 'Confirmed', confirmedAt: '2026-11-21T10:00:05.000Z' }],
        });
        return reply(201, { refund: requested, payment: after } satisfies RefundAnswer);
      },
    });
    const form = await openRefund();
    // The refundable amount to start with.
    expect(amountBox()).toHaveValue('180.00');
    expect(form).toHaveTextContent(
      "Refund EGP 180.00 to the buyer's card. A full refund removes the items from their library.",
    );
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '12.34');
    expect(form).toHaveTextContent(
      "Refund EGP 12.34 to the buyer's card. A partial refund keeps the items in their library.",
    );
    await userEvent.type(reasonBox(), 'Bought the wrong year');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(
      await screen.findByText('Refund of EGP 12.34 requested. Waiting for Paymob to confirm it.'),
    ).toBeInTheDocument();
    expect(posts(fetchMock, REFUNDS).map((request) => request.body)).toEqual([
      { amountCents: 1234, reason: 'Bought the wrong year' },
    ]);
    // The page shows the server's answer at once: the refund under way.
    expect(within(refundsSection()).getByRole('listitem')).toHaveTextContent('Requested');
    expect(within(refundsSection()).getByRole('status')).toHaveTextContent('Waiting for Paymob to confirm the refund.');
    // Then asks again (every 2 s) until the refund is confirmed.
    await waitFor(() => expect(within(refundsSection()).getByRole('listitem')).toHaveTextContent('Confirmed'), {
      timeout: 4000,
    });
    expect(screen.getAllByText('Partially refunded')[0]).toBeInTheDocument();
    expect(within(refundsSection()).getByRole('status')).toHaveTextContent('');
  });

  it('has the list show the new status once Paymob confirms, even when the list was read while the refund was under way', async () => {
    const requested = refund({ id: 2, amountCents: 18000, status: 'Requested', confirmedAt: null });
    const underWay = payment({ refundableCents: 0, refunds: [requested] });
    let detail = payment();
    let confirmed = false;
    const listRow = () => ({
      reference: 'PAY-7',
      createdAt: '2026-11-20T09:30:00.000Z',
      completedAt: '2026-11-20T09:31:00.000Z',
      status: confirmed ? 'Refunded' : 'Completed',
      amountCents: 18000,
      refundedCents: confirmed ? 18000 : 0,
      customer: { id: 'u7', name: 'Mona Hassan', email: 'mona@example.com' },
      lineCount: 2,
      promoCode: null,
    });
    const { fetchMock } = renderAdmin({
      path: '/admin/payments',
      role: 'manager',
      routes: {
        '/api/admin/payments': () => ({ items: [listRow()], totalCount: 1 }),
        [DETAIL]: () => detail,
        [REFUNDS]: () => {
          detail = underWay;
          return reply(201, { refund: requested, payment: underWay });
        },
      },
    });
    const listReads = () => requestsTo(fetchMock, '/api/admin/payments').length;
    // The list's screen is loaded on first use: the first time in a run takes a moment.
    await userEvent.click(await screen.findByRole('link', { name: 'PAY-7' }, { timeout: 4000 }));
    const form = await openRefund();
    await userEvent.type(reasonBox(), 'Wrong year');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await within(refundsSection()).findByText('Requested');
    // Back to the list while Paymob has not answered: it still says Completed.
    await userEvent.click(screen.getByRole('link', { name: 'Payments', current: 'page' }));
    expect(await screen.findByRole('row', { name: /PAY-7/ })).toHaveTextContent('Completed');
    const readsBefore = listReads();
    await userEvent.click(screen.getByRole('link', { name: 'PAY-7' }));
    // Paymob confirms; the page, asking again, sees it.
    confirmed = true;
    detail = payment({
      status: 'Refunded',
      refundedCents: 18000,
      refundableCents: 0,
      refunds: [{ ...requested, status: 'Confirmed', confirmedAt: '2026-11-21T10:00:05.000Z' }],
    });
    await waitFor(() => expect(within(refundsSection()).getByRole('listitem')).toHaveTextContent('Confirmed'), {
      timeout: 4000,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Payments', current: 'page' }));
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /PAY-7/ })).getByText('Refunded')).toBeInTheDocument(),
    );
  }, 10_000);

  it('refuses more than what is left to refund before sending, with a clear message', async () => {
    const { fetchMock } = renderDetail({
      [DETAIL]: payment({ status: 'Partially refunded', refundedCents: 3000, refundableCents: 15000 }),
    });
    const form = await openRefund();
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '150.01');
    await userEvent.type(reasonBox(), 'Too much');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(
      await within(form).findByText('The refund is more than what is left to refund (EGP 150.00).'),
    ).toBeInTheDocument();
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '12.345');
    expect(within(form).getByText('Enter the amount in EGP, like 150.00.')).toBeInTheDocument();
    await userEvent.clear(reasonBox());
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(within(form).getByText('Give the reason for the refund.')).toBeInTheDocument();
    expect(posts(fetchMock, REFUNDS)).toHaveLength(0);
  });

  it("shows the server's 409 in the form, keeping the amount and reason typed", async () => {
    renderDetail({
      [REFUNDS]: reply(409, { message: 'A refund of this payment is already under way.' }),
    });
    const form = await openRefund();
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '20');
    await userEvent.type(reasonBox(), 'Parent asked twice');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A refund of this payment is already under way.');
    expect(amountBox()).toHaveValue('20');
    expect(reasonBox()).toHaveValue('Parent asked twice');
    expect(within(form).getByRole('button', { name: 'Confirm refund' })).toBeEnabled();
  });

  it('shows Paymob refusing (502) and Paymob not answering (503) in the words of the server', async () => {
    let answer: unknown = reply(502, { message: 'Paymob refused the refund: Transaction already refunded' });
    renderDetail({ [REFUNDS]: () => answer });
    const form = await openRefund();
    await userEvent.type(reasonBox(), 'Duplicate purchase');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Paymob refused the refund: Transaction already refunded',
    );
    answer = reply(503, { message: 'Paymob did not answer. Nothing was refunded; try again.' });
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Paymob did not answer. Nothing was refunded; try again.',
      ),
    );
    expect(reasonBox()).toHaveValue('Duplicate purchase');
  });

  it('sends one request on a double click, the button disabled while it is sent', async () => {
    const held = deferred<unknown>();
    const { fetchMock } = renderDetail({
      [REFUNDS]: (_request: StubRequest) => held.promise,
    });
    const form = await openRefund();
    await userEvent.type(reasonBox(), 'Wrong year');
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(within(form).getByRole('button', { name: 'Sending to Paymob...' })).toBeDisabled();
    expect(posts(fetchMock, REFUNDS)).toHaveLength(1);
    held.resolve(
      reply(201, {
        refund: refund({ amountCents: 18000 }),
        payment: payment({ status: 'Refunded', refundedCents: 18000, refundableCents: 0 }),
      }),
    );
    expect(await screen.findByText('Refund of EGP 180.00 confirmed by Paymob.')).toBeInTheDocument();
    expect(posts(fetchMock, REFUNDS)).toHaveLength(1);
    // Nothing left to refund: the action is gone.
    expect(within(refundsSection()).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('says it will void a whole payment on the day it completed', async () => {
    renderDetail({ [DETAIL]: payment({ canVoid: true }) }, 'owner');
    const form = await openRefund();
    expect(form).toHaveTextContent(
      "Void the payment of EGP 180.00: Paymob cancels it today and the buyer's card is not charged. A full refund removes the items from their library.",
    );
    expect(within(form).getByRole('button', { name: 'Confirm void' })).toBeInTheDocument();
    await userEvent.clear(amountBox());
    await userEvent.type(amountBox(), '100');
    expect(form).toHaveTextContent(
      "Refund EGP 100.00 to the buyer's card. A partial refund keeps the items in their library.",
    );
  });
});
