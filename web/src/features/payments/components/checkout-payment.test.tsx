import { screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestedPaths, requestsTo, stubApi } from '@/test/stub-api';
import { checkoutApi, everyType, started } from '../test/fixtures';
import { field, fillCustomer, renderCheckout, submitButton } from '../test/render-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

const initiateCalls = (fetchMock: ReturnType<typeof stubApi>) => requestsTo(fetchMock, '/api/payments/initiate');

/** Renders checkout with `initiate` answering, waits for the prefill, completes the form and pays. */
async function pay(initiate: unknown = started, options: Parameters<typeof renderCheckout>[0] = {}) {
  const fetchMock = stubApi(checkoutApi(initiate));
  const view = renderCheckout(options);
  if (options.signedIn !== false) await screen.findByDisplayValue('Sara Ahmed');
  await fillCustomer(view.user);
  await view.user.click(submitButton());
  return { ...view, fetchMock };
}

const paymentError = () => screen.findByRole('alert');

describe('starting the payment', () => {
  it('PAY-03..PAY-09 posts ids, quantities, EGP and the customer with the token, and no price', async () => {
    const { fetchMock } = await pay();
    await waitFor(() => expect(initiateCalls(fetchMock)).toHaveLength(1));
    const [request] = initiateCalls(fetchMock);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-sara');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toStrictEqual({
      cartItems: [
        { itemType: 'Material', itemId: 5, quantity: 2 },
        { itemType: 'MaterialGroup', itemId: 30, quantity: 1 },
        { itemType: 'Course', itemId: 7, quantity: 1 },
        { itemType: 'MaterialGroup', itemId: 12, quantity: 1 },
      ],
      currency: 'EGP',
      customerDetails: {
        name: 'Sara Ahmed',
        email: 'sara@example.com',
        phone: '+201001234567',
        street1: '12 Nile Street',
        city: 'Cairo',
        country: 'EG',
      },
    });
  });

  it('PAY-10..PAY-13 AMB-33 AMB-34 stores pendingPayment, closes the drawer, shows the result page, then leaves for the provider; the cart stays', async () => {
    const fetchMock = stubApi(checkoutApi());
    const view = renderCheckout();
    await screen.findByDisplayValue('Sara Ahmed');
    await fillCustomer(view.user);
    const seenWhenLeaving: string[] = [];
    view.assignLocation.mockImplementation(() => {
      const { pathname, search } = view.router.state.location;
      seenWhenLeaving.push(`${pathname}${search}`, localStorage.getItem('pendingPayment') ?? '');
    });
    await view.user.click(submitButton());

    await waitFor(() => expect(view.assignLocation).toHaveBeenCalledTimes(1));
    expect(view.assignLocation).toHaveBeenCalledWith(started.paymentUrl);
    expect(seenWhenLeaving).toEqual(['/payment-status?ref=PAY-2026-0001', 'PAY-2026-0001']);
    expect(localStorage.getItem('pendingPayment')).toBe('PAY-2026-0001');
    expect(sessionStorage.getItem('pendingPayment')).toBeNull();
    expect(screen.getByTestId('cart-probe')).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('heading', { name: 'Payment status page' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-probe')).toHaveTextContent('material:5x2,book:30x1,course:7x1,package:12x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(everyType.length);
    expect(initiateCalls(fetchMock)).toHaveLength(1);
  });

  it('PAY-20 AMB-55 a free order is initiated too, and its own result address is followed', async () => {
    const ownResult = { ...started, amount: 0, paymentUrl: 'http://localhost:3000/payment-status?ref=PAY-2026-0001' };
    const { assignLocation } = await pay(ownResult);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(ownResult.paymentUrl));
  });

  it('PAY-02 CO-05 CO-07 while the request runs the button reads "Processing..." and every input is disabled; PAY-18 a failure enables them again', async () => {
    const answer = deferred<unknown>();
    await pay(() => answer.promise);

    expect(submitButton()).toHaveTextContent(/^Processing\.\.\.$/);
    expect(submitButton()).toBeDisabled();
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(screen.getByLabelText('Promo code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to cart' })).toBeDisabled();

    answer.resolve(reply(400, { success: false, message: 'Some items in your cart are no longer available.' }));
    expect(await paymentError()).toHaveTextContent('Some items in your cart are no longer available.');
    expect(submitButton()).toHaveTextContent(/^Proceed to Payment$/);
    expect(submitButton()).toBeEnabled();
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeEnabled();
    // What the user typed stays.
    expect(field('Street Address')).toHaveValue('12 Nile Street');
    expect(field('City')).toHaveValue('Cairo');
  });
});

describe('the Payment Error box', () => {
  it.each([
    ['PAY-14 a non-OK answer with a JSON message', 'Item not available', reply(400, { message: 'Item not available' })],
    [
      'PAY-14 the provider being down (502 with a message)',
      'The payment provider is unavailable. Please try again.',
      reply(502, { success: false, message: 'The payment provider is unavailable. Please try again.' }),
    ],
    ['PAY-15 a 502 with an HTML body', 'Payment initiation failed: 502', reply(502, '<html>Bad gateway</html>')],
    ['PAY-15 a 500 with an empty message', 'Payment initiation failed: 500', reply(500, { message: '' })],
    ['PAY-16 a 200 with success false and a message', 'Cart changed', { success: false, message: 'Cart changed' }],
    ['PAY-16 a 200 with success false and no message', 'Payment initiation failed', { success: false }],
    ['a 200 without a payment address', 'Payment initiation failed', { success: true, paymentReference: 'PAY-1' }],
    [
      'a 200 whose payment address is not a web address',
      'Payment initiation failed',
      { ...started, paymentUrl: 'javascript:alert(1)' },
    ],
  ])('%s shows "Payment Error" with "%s"', async (_, message, answer) => {
    const { assignLocation } = await pay(answer);
    const box = await paymentError();
    expect(within(box).getByText('Payment Error')).toBeInTheDocument();
    expect(within(box).getByText(message)).toBeInTheDocument();
    expect(box).toHaveTextContent(new RegExp(`^Payment Error${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(assignLocation).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingPayment')).toBeNull();
    expect(screen.getByTestId('cart-probe')).toHaveAttribute('data-open', 'true');
  });

  it('DRW-15 ERR-08 a network failure, with nothing to say, shows "Payment failed. Please try again."', async () => {
    await pay(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await paymentError()).toHaveTextContent(/^Payment ErrorPayment failed\. Please try again\.$/);
  });

  it('PAY-17 a 401 shows the server message and a Log in link that comes back to the cart', async () => {
    await pay(reply(401, { success: false, message: 'Authentication required. Please log in to continue.' }));
    const box = await paymentError();
    expect(within(box).getByText('Authentication required. Please log in to continue.')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirecturl=${encodeURIComponent('/materials?q=grammar#cart')}`,
    );
  });

  it('DRW-17 a new attempt clears the earlier error while it runs', async () => {
    const second = deferred<unknown>();
    let calls = 0;
    const { user, assignLocation } = await pay(() =>
      ++calls === 1 ? reply(400, { message: 'Item not available' }) : second.promise,
    );
    expect(await paymentError()).toHaveTextContent('Item not available');

    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(submitButton()).toHaveTextContent('Processing...');
    second.resolve(started);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(started.paymentUrl));
  });
});

describe('signed out', () => {
  it('CO-26 DRW-16 AMB-10 a valid form without a token shows "Please log in to complete your purchase." and sends nothing', async () => {
    const { fetchMock, user, router } = await pay(started, { signedIn: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Please log in to complete your purchase\.Log in$/);
    const login = within(alert).getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login?redirecturl=%2Fmaterials%3Fq%3Dgrammar%23cart');
    expect(initiateCalls(fetchMock)).toEqual([]);
    // Nothing that needs the token is asked for either: only the public test-mode notice (issue 22 §4).
    expect(requestedPaths(fetchMock)).toEqual(['/api/payments/mode']);

    await user.click(login);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('cart-probe')).toHaveAttribute('data-open', 'false');
  });
});
