import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { NotFoundPage } from '../routes/not-found';
import { RootLayout } from './root-layout';

function renderLayout(path = '/nowhere') {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <NotFoundPage /> }] }],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the navigation bar', () => {
  it('NAV-04 shows Home, About, Contact, For Students and For Teachers, in order, with their targets', () => {
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const links = within(bar)
      .getAllByRole('link')
      .filter((link) => !link.closest('[hidden]'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [expect.stringContaining('The Gate'), '/'],
      ['Home', '/'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['For Students', '/student-services'],
      ['For Teachers', '/for-teachers'],
      ['Log in', '/login'],
      ['Sign up', '/signup'],
    ]);
  });

  it('NAV-09 offers Log in and Sign up to an anonymous visitor', () => {
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('NAV-14, NAV-15 lists Distributors only in the mobile menu', async () => {
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Distributors' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Distributors' })).toHaveAttribute('href', '/distributors');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Distributors' })).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('FTR-01..FTR-06 shows the blurb, contact details, social and legal links and the current year', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Your Cambridge Checkpoint English Hub — Learn, Teach, Succeed')).toBeVisible();
    expect(within(footer).getByText(/New Cairo, Egypt/)).toBeVisible();
    expect(within(footer).getByRole('link', { name: /\+20/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(footer).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    for (const network of ['facebook', 'linkedin', 'whatsapp']) {
      expect(within(footer).getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
    }
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible();
  });
});

describe('the not-found page', () => {
  it('NF-01..NF-04 shows 404, the message and a way home, inside the layout', () => {
    renderLayout('/x/y/z');
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
