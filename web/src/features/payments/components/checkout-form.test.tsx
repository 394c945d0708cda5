import { screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_MESSAGES } from '@the-gate/contract/payment-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { checkoutApi, me } from '../test/fixtures';
import { field, fillCustomer, renderCheckout, submitButton } from '../test/render-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API without a profile to prefill from, so the form starts empty. */
const withoutProfile = () => stubApi({ ...checkoutApi(), '/api/auth/me': reply(401, { succeeded: false }) });

const initiateCalls = (fetchMock: ReturnType<typeof stubApi>) => requestsTo(fetchMock, '/api/payments/initiate');

describe('checkout form layout', () => {
  it('CO-01 CO-03 Personal Information holds name, e-mail and phone; Address Information street and city; no country', () => {
    withoutProfile();
    renderCheckout();
    const personal = screen.getByRole('group', { name: 'Personal Information' });
    expect(
      within(personal)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name')),
    ).toEqual(['name', 'email', 'phone']);
    expect(within(personal).getByLabelText('Full Name')).toBeInTheDocument();
    expect(within(personal).getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(within(personal).getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    const address = screen.getByRole('group', { name: 'Address Information' });
    expect(within(address).getByLabelText('Street Address')).toBeInTheDocument();
    expect(within(address).getByLabelText('City')).toBeInTheDocument();
    expect(within(address).getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByLabelText(/country/i)).not.toBeInTheDocument();
  });

  it('CO-02 the phone placeholder shows the international format', () => {
    withoutProfile();
    renderCheckout();
    expect(field('Phone Number')).toHaveAttribute('placeholder', '+20 100 123 4567');
  });

  it('CO-05 CO-06 DRW-14 shows Proceed to Payment, the secure-payment line and a back arrow to the cart', async () => {
    withoutProfile();
    const { user, onBack } = renderCheckout();
    expect(submitButton()).toHaveTextContent(/^Proceed to Payment$/);
    expect(screen.getByText('Payments are processed securely by Paymob, our card payment provider.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to cart' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('prefill from the profile', () => {
  it('fills name, e-mail and phone from GET /api/auth/me, sent with the token', async () => {
    const fetchMock = stubApi(checkoutApi());
    renderCheckout();
    await waitFor(() => expect(field('Full Name')).toHaveValue('Sara Ahmed'));
    expect(field('Email Address')).toHaveValue('sara@example.com');
    expect(field('Phone Number')).toHaveValue('+201001234567');
    expect(field('Street Address')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(requestsTo(fetchMock, '/api/auth/me')[0]?.headers.get('Authorization')).toBe('Bearer token-sara');
  });

  it('never overwrites what the user typed before the profile arrived', async () => {
    const profile = deferred<unknown>();
    stubApi({ ...checkoutApi(), '/api/auth/me': () => profile.promise });
    const { user } = renderCheckout();
    await user.type(field('Full Name'), 'Sara A. Mansour');
    profile.resolve(me);
    await waitFor(() => expect(field('Email Address')).toHaveValue('sara@example.com'));
    expect(field('Full Name')).toHaveValue('Sara A. Mansour');
  });
});

describe('checkout validation', () => {
  it('CO-08 typing invalid data shows no message before the first submit', async () => {
    withoutProfile();
    const { user } = renderCheckout();
    await user.type(field('Email Address'), 'abc');
    await user.type(field('Phone Number'), '0');
    await user.tab();
    // A field without an error carries no aria-invalid at all, as every field of the form kit (issue 23 §3).
    expect(field('Email Address')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(CHECKOUT_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_MESSAGES.phoneInvalid)).not.toBeInTheDocument();
  });

  it('CO-09 CO-10 CO-14 CO-21 CO-22 CO-23 CO-25 an empty form shows all five messages, each by its field, and sends nothing', async () => {
    const fetchMock = withoutProfile();
    const { user } = renderCheckout();
    await user.click(submitButton());

    const expected: [string, string][] = [
      ['Full Name', 'Name is required'],
      ['Email Address', 'Email is required'],
      ['Phone Number', 'Phone number is required'],
      ['Street Address', 'Address is required'],
      ['City', 'City is required'],
    ];
    for (const [label, message] of expected) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(initiateCalls(fetchMock)).toEqual([]);
  });

  it('CO-24 editing City clears only the City error; the others stay until their own field is edited', async () => {
    withoutProfile();
    const { user } = renderCheckout();
    await user.click(submitButton());
    await screen.findByText('City is required');

    await user.type(field('City'), 'C');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Cleared, not re-checked: an e-mail that is still wrong shows nothing until the next submit.
    await user.type(field('Email Address'), 'x');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it.each([
    ['abc', 'CO-11'],
    ['john doe@example.com', 'CO-12'],
  ])('%s (%s) shows "Please enter a valid email address" and sends nothing', async (email) => {
    const fetchMock = withoutProfile();
    const { user } = renderCheckout();
    await fillCustomer(user, { 'Email Address': email });
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(initiateCalls(fetchMock)).toEqual([]);
  });

  it.each([
    ['+201001234567', '+201001234567', 'CO-15'],
    ['+20 100 123 4567', '+201001234567', 'CO-16'],
    ['01001234567', '+201001234567', 'CO-17 AMB-31 (ARCHITECTURE: local mobiles accepted)'],
    ['12', '12', 'CO-18'],
    ['123456789012345', '123456789012345', 'CO-19'],
  ])('the phone %s is accepted and sent as %s (%s)', async (typed, sent) => {
    const fetchMock = stubApi(checkoutApi());
    const { user } = renderCheckout();
    await screen.findByDisplayValue('Sara Ahmed');
    await fillCustomer(user, { 'Phone Number': typed, 'Email Address': 'john@example.com' });
    await user.click(submitButton());
    await waitFor(() => expect(initiateCalls(fetchMock)).toHaveLength(1));
    const body = initiateCalls(fetchMock)[0]?.body as { customerDetails: { phone: string; email: string } };
    expect(body.customerDetails.phone).toBe(sent);
    // CO-13: a plain address passes.
    expect(body.customerDetails.email).toBe('john@example.com');
  });

  it.each([
    ['1', 'CO-18'],
    ['1234567890123456', 'CO-19'],
    ['+0123456789', 'CO-20'],
    ['+20-100-123-4567', 'CO-20'],
    ['(010) 1234567', 'CO-20'],
  ])('the phone %s (%s) shows "Please enter a valid phone number" and sends nothing', async (phone) => {
    const fetchMock = withoutProfile();
    const { user } = renderCheckout();
    await fillCustomer(user, { 'Phone Number': phone });
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(initiateCalls(fetchMock)).toEqual([]);
  });

  it('CO-09 a name of spaces only counts as empty', async () => {
    const fetchMock = withoutProfile();
    const { user } = renderCheckout();
    await fillCustomer(user, { 'Full Name': '   ' });
    await user.click(submitButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(initiateCalls(fetchMock)).toEqual([]);
  });

  it('CO-25 fixing the last error lets the next submit through', async () => {
    const fetchMock = withoutProfile();
    const { user } = renderCheckout();
    await fillCustomer(user, { City: '' });
    await user.click(submitButton());
    await screen.findByText('City is required');
    expect(initiateCalls(fetchMock)).toEqual([]);

    await user.type(field('City'), 'Giza');
    await user.click(submitButton());
    await waitFor(() => expect(initiateCalls(fetchMock)).toHaveLength(1));
  });
});
