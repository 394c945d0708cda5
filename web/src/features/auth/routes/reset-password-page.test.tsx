import { screen } from '@testing-library/react';
import { RESET_PASSWORD_MESSAGE } from '@the-gate/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAuth, requests, stubFetch } from '../test/render-auth';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'a3f9c2e7b1d84f60a2c5e9b7d3f1a8c4';
const INVALID_LINK = 'This reset link is not valid or has expired.';

const passwordField = () => screen.getByLabelText('New password');
const confirmField = () => screen.getByLabelText('Confirm new password');
const resetButton = () => screen.getByRole('button', { name: /^Reset(ting)?/ });

function renderReset(reply: () => Response | Promise<Response>, entry = `/reset-password?token=${TOKEN}`) {
  const fetchMock = stubFetch(reply);
  return { ...renderAuth(entry), fetchMock };
}

async function choose(user: ReturnType<typeof renderAuth>['user'], password: string, confirmation = password) {
  if (password) await user.type(passwordField(), password);
  if (confirmation) await user.type(confirmField(), confirmation);
  await user.click(resetButton());
}

describe('the reset-password screen', () => {
  it('asks for the new password twice, masked, with the hint', () => {
    renderReset(() => answer(200, {}));
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAccessibleDescription(
      'At least 8 characters, including a number and a special character.',
    );
  });

  it('one toggle shows and hides both passwords', async () => {
    const { user } = renderReset(() => answer(200, {}));
    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect([passwordField().getAttribute('type'), confirmField().getAttribute('type')]).toEqual(['text', 'text']);

    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect([passwordField().getAttribute('type'), confirmField().getAttribute('type')]).toEqual([
      'password',
      'password',
    ]);
  });

  it.each([
    ['short1!', 'short1!', 'Password must be at least 8 characters long'],
    ['longenough!', 'longenough!', 'Password must include a number and a special character.'],
    ['S3cret!pass', 'S3cret!pasS', 'Passwords do not match'],
    ['S3cret!pass', '', 'Please confirm your password'],
  ])('"%s" confirmed as "%s" shows "%s" and sends nothing', async (password, confirmation, message) => {
    const { user, fetchMock } = renderReset(() => answer(200, {}));
    await choose(user, password, confirmation);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {token, password} and then offers to sign in', async () => {
    const { user, fetchMock } = renderReset(() =>
      answer(200, { succeeded: true, message: RESET_PASSWORD_MESSAGE, errors: [] }),
    );
    await choose(user, 'N3w!password');

    expect(await screen.findByRole('status')).toHaveTextContent(RESET_PASSWORD_MESSAGE);
    expect(requests(fetchMock)).toEqual([
      {
        path: '/api/auth/reset-password',
        method: 'POST',
        body: { token: TOKEN, password: 'N3w!password' },
        authorization: null,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("a refused link shows the server's reason and a way to ask for a new one, keeping the form", async () => {
    const { user } = renderReset(() =>
      answer(400, { succeeded: false, errors: [INVALID_LINK], message: 'Bad request' }),
    );
    await choose(user, 'N3w!password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(passwordField()).toHaveValue('N3w!password');
  });

  it('a network failure shows the unexpected-error text', async () => {
    const { user } = renderReset(() => Promise.reject(new TypeError('Failed to fetch')));
    await choose(user, 'N3w!password');

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it.each([
    ['no token', '/reset-password'],
    ['an empty token', '/reset-password?token='],
    ['a token too short to be real', '/reset-password?token=abc'],
  ])('a link with %s is refused without a request', (_, entry) => {
    const { fetchMock } = renderReset(() => answer(200, {}), entry);

    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
