import { screen, waitFor, within } from '@testing-library/react';
import { seatsSummary } from '@the-gate/contract/licence-rules';
import type { QuoteResponse } from '@the-gate/contract/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestsTo, type StubRequest, stubApi } from '@/test/stub-api';
import { checkoutApi, quoteRoute, sheet, starterPack } from '../test/fixtures';
import { fillCustomer, renderCheckout, submitButton } from '../test/render-checkout';
import { seatsOf } from './order-summary';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
/** The text of the summary row labelled `label`, e.g. "TotalEGP 1,260.00". */
const row = (label: string) => within(summary()).getByText(label).parentElement;
const quoteCalls = (fetchMock: ReturnType<typeof stubApi>) => requestsTo(fetchMock, '/api/payments/quote');
const promoField = () => screen.getByLabelText('Promo code');

async function applyCode(user: ReturnType<typeof renderCheckout>['user'], code: string) {
  await user.type(promoField(), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('order summary', () => {
  it('CO-04 K-02 shows the cart lines and total first, then the server quote (asked with the token, no promo)', async () => {
    const quote = deferred<unknown>();
    let quoteBody: unknown;
    const fetchMock = stubApi({
      ...checkoutApi(),
      '/api/payments/quote': (request: StubRequest) => {
        quoteBody = request.body;
        return quote.promise;
      },
    });
    renderCheckout();
    const items = () =>
      within(summary())
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    expect(items()).toEqual([
      'Reading Sheet × 2EGP 200.002 seats: you and 1 person you invite',
      'Grammar Handbook × 1EGP 240.00',
      'Essay Course × 1EGP 500.00',
      'Year 5 Starter Package × 1EGP 300.00',
    ]);
    expect(row('Total')).toHaveTextContent(/^TotalEGP 1,240\.00$/);

    quote.resolve(quoteRoute({ method: 'POST', body: quoteBody, init: {} }));
    await waitFor(() => expect(row('Total')).toHaveTextContent(/^TotalEGP 1,260\.00$/));
    expect(items()[0]).toBe('Reading Sheet × 2EGP 220.002 seats: you and 1 person you invite');
    expect(within(summary()).queryByText('Discount')).not.toBeInTheDocument();
    const [request] = quoteCalls(fetchMock);
    expect(request?.headers.get('Authorization')).toBe('Bearer token-sara');
    expect(request?.body).toStrictEqual({
      cartItems: [
        { itemType: 'Material', itemId: 5, quantity: 2 },
        { itemType: 'MaterialGroup', itemId: 30, quantity: 1 },
        { itemType: 'Course', itemId: 7, quantity: 1 },
        { itemType: 'MaterialGroup', itemId: 12, quantity: 1 },
      ],
    });
  });

  it('CO-04 K-02 a total of 1234.5 reads "EGP 1,234.50" and 150 reads "EGP 150.00"', async () => {
    stubApi({ ...checkoutApi(), '/api/payments/quote': reply(503, 'down') });
    const { unmount } = renderCheckout({ lines: [{ ...sheet, quantity: 1, price: 1234.5 }] });
    expect(row('Total')).toHaveTextContent(/^TotalEGP 1,234\.50$/);
    unmount();
    renderCheckout({ lines: [{ ...sheet, quantity: 1, price: 150 }] });
    expect(row('Total')).toHaveTextContent(/^TotalEGP 150\.00$/);
  });

  it('issue 22 §7 a package or book the buyer partly owns says so under its line, at its full price', async () => {
    const partly = {
      'MaterialGroup-12': { ownedCount: 3, totalCount: 12 },
      'MaterialGroup-30': { ownedCount: 1, totalCount: 4 },
    };
    stubApi({
      ...checkoutApi(),
      '/api/payments/quote': (request: StubRequest) => {
        const quote = quoteRoute(request) as QuoteResponse;
        return {
          ...quote,
          lines: quote.lines.map((line) => ({
            ...line,
            ...partly[`${line.itemType}-${line.itemId}` as keyof typeof partly],
          })),
        };
      },
    });
    renderCheckout();
    const starter = (
      await within(summary()).findByText('You already own 3 of the 12 materials in this package.')
    ).closest('li');
    expect(starter).toHaveTextContent(/^Year 5 Starter Package × 1EGP 300\.00You already own 3 of the 12/);
    const book = within(summary()).getByText('You already own 1 of the 4 materials in this book.').closest('li');
    expect(book).toHaveTextContent(/^Grammar Handbook × 1EGP 240\.00/);
    expect(within(summary()).getAllByText(/^You already own/)).toHaveLength(2);
  });

  it('issue 27 §5 each line says what its quantity buys: seats for the buyer and the people they invite', async () => {
    const fetchMock = stubApi({
      ...checkoutApi(),
      '/api/payments/quote': (request: StubRequest) => {
        const quote = quoteRoute(request) as QuoteResponse;
        const sent = (request.body as { cartItems: { licenceId?: number }[] }).cartItems;
        return { ...quote, lines: quote.lines.map((line, index) => ({ ...line, licenceId: sent[index]?.licenceId })) };
      },
    });
    renderCheckout({ lines: [{ ...sheet, quantity: 3 }, { ...sheet, quantity: 2, licenceId: 12 }, starterPack] });
    const lines = () =>
      within(summary())
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(row('Total')).toHaveTextContent(/^TotalEGP 850\.00$/));
    expect(lines()).toEqual([
      'Reading Sheet × 3EGP 330.003 seats: you and 2 people you invite',
      'Reading Sheet × 2EGP 220.002 more seats for your licence, for people you invite',
      'Year 5 Starter Package × 1EGP 300.00',
    ]);
    expect(quoteCalls(fetchMock)[0]?.body).toStrictEqual({
      cartItems: [
        { itemType: 'Material', itemId: 5, quantity: 3 },
        { itemType: 'Material', itemId: 5, quantity: 2, licenceId: 12 },
        { itemType: 'MaterialGroup', itemId: 12, quantity: 1 },
      ],
    });
  });

  it('issue 27 §5 says the seats in the contract’s own words', () => {
    for (const quantity of [2, 3, 10, 100]) expect(seatsOf({ quantity, unitPrice: 50 })).toBe(seatsSummary(quantity));
    expect(seatsOf({ quantity: 1, unitPrice: 50 })).toBeNull();
    // A free item makes no licence: its quantity gives no seats.
    expect(seatsOf({ quantity: 3, unitPrice: 0 })).toBeNull();
  });

  it('a quote the server refuses is explained and the cart total stays', async () => {
    stubApi({
      ...checkoutApi(),
      '/api/payments/quote': reply(400, {
        success: false,
        message: 'Some items in your cart are no longer available.',
      }),
    });
    renderCheckout();
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(
      /^Some items in your cart are no longer available\.$/,
    );
    expect(row('Total')).toHaveTextContent(/^TotalEGP 1,240\.00$/);
  });
});

describe('promo code', () => {
  it('AMB-30 (reading 2) an accepted code shows subtotal, discount and total, and is sent with the payment', async () => {
    const fetchMock = stubApi(checkoutApi());
    const { user } = renderCheckout();
    await screen.findByDisplayValue('Sara Ahmed');
    await waitFor(() => expect(row('Total')).toHaveTextContent('EGP 1,260.00'));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await applyCode(user, ' gate2025 ');
    expect(await within(summary()).findByText('Discount')).toBeInTheDocument();
    expect(row('Subtotal')).toHaveTextContent(/^SubtotalEGP 1,260\.00$/);
    expect(row('Discount')).toHaveTextContent(/^DiscountGATE2025 \(−EGP 126\.00\)$/);
    expect(row('Total')).toHaveTextContent(/^TotalEGP 1,134\.00$/);
    expect(within(summary()).getByText(/applied$/).textContent).toBe('Promo code GATE2025 applied');
    // Asked once for the code: the summary reads the answer the Apply button fetched.
    expect(quoteCalls(fetchMock).map((call) => (call.body as { promoCode?: string }).promoCode)).toEqual([
      undefined,
      'GATE2025',
    ]);

    await fillCustomer(user);
    await user.click(submitButton());
    await waitFor(() => expect(requestsTo(fetchMock, '/api/payments/initiate')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/payments/initiate')[0]?.body).toMatchObject({ promoCode: 'GATE2025' });
  });

  it('a refused code shows the server message under the field, keeps what was typed and is not sent', async () => {
    const fetchMock = stubApi(checkoutApi());
    const { user } = renderCheckout();
    await screen.findByDisplayValue('Sara Ahmed');
    await applyCode(user, 'EXPIRED2020');

    const message = await within(summary()).findByRole('alert');
    expect(message).toHaveTextContent(/^This promo code has expired\.$/);
    expect(promoField()).toHaveAccessibleDescription('This promo code has expired.');
    expect(promoField()).toHaveAttribute('aria-invalid', 'true');
    expect(promoField()).toHaveValue('EXPIRED2020');
    expect(within(summary()).queryByText('Discount')).not.toBeInTheDocument();

    await user.type(promoField(), 'X');
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();

    await fillCustomer(user);
    await user.click(submitButton());
    await waitFor(() => expect(requestsTo(fetchMock, '/api/payments/initiate')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/payments/initiate')[0]?.body).not.toHaveProperty('promoCode');
  });

  it('Remove takes an applied code off: the total is back and no code is sent', async () => {
    const fetchMock = stubApi(checkoutApi());
    const { user } = renderCheckout();
    await screen.findByDisplayValue('Sara Ahmed');
    await applyCode(user, 'GATE2025');
    await within(summary()).findByText('Discount');

    await user.click(screen.getByRole('button', { name: 'Remove promo code GATE2025' }));
    expect(within(summary()).queryByText('Discount')).not.toBeInTheDocument();
    expect(row('Total')).toHaveTextContent(/^TotalEGP 1,260\.00$/);
    expect(promoField()).toHaveValue('');

    await fillCustomer(user);
    await user.click(submitButton());
    await waitFor(() => expect(requestsTo(fetchMock, '/api/payments/initiate')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/payments/initiate')[0]?.body).not.toHaveProperty('promoCode');
  });
});
