import { screen, waitFor } from '@testing-library/react';
import { FORGOT_PASSWORD_MESSAGE } from '@the-gate/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAuth, requests, stubFetch } from '../test/render-auth';

afterEach(() => {
  vi.unstubAllGlobals();
});

const emailField = () => screen.getByLabelText('Email address');
const sendButton = () => screen.getByRole('button', { name: /^Send(ing)?/ });

function renderForgot(reply: () => Response | Promise<Response>) {
  const fetchMock = stubFetch(reply);
  return { ...renderAuth('/forgot-password'), fetchMock };
}

describe('the forgot-password screen (AMB-40, PH-08)', () => {
  it('RT-07 LOGIN-02 is reached from the login page and offers one e-mail field', async () => {
    const { user, pathname } = renderAuth('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    expect(pathname()).toBe('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(sendButton()).toHaveTextContent('Send reset link');
  });

  it.each([
    ['', 'Please enter your email address'],
    ['sara@', 'Please enter a valid email address'],
  ])('an e-mail of "%s" shows "%s" and sends nothing', async (typed, message) => {
    const { user, fetchMock } = renderForgot(() => answer(200, {}));
    if (typed) await user.type(emailField(), typed);
    await user.click(sendButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {email}, reads "Sending..." meanwhile, then shows the server\'s message and a way back to sign in', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user, fetchMock } = renderForgot(() => new Promise<Response>((resolve) => (release = resolve)));
    await user.type(emailField(), ' sara@example.com ');
    await user.click(sendButton());

    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toBeDisabled();
    expect(requests(fetchMock)).toEqual([
      { path: '/api/auth/forgot-password', method: 'POST', body: { email: 'sara@example.com' }, authorization: null },
    ]);

    release(answer(200, { succeeded: true, message: FORGOT_PASSWORD_MESSAGE, errors: [] }));

    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [
      'the server refuses',
      () =>
        answer(429, {
          succeeded: false,
          errors: ['Too many attempts. Try again later.'],
          message: 'Too many requests',
        }),
      'Too many attempts. Try again later.',
    ],
    [
      'the server is offline',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An unexpected error occurred. Please try again.',
    ],
  ])('when %s it says why and keeps the address', async (_, reply, message) => {
    const { user } = renderForgot(reply);
    await user.type(emailField(), 'sara@example.com');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveValue('sara@example.com');
    expect(sendButton()).toBeEnabled();

    await user.type(emailField(), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
