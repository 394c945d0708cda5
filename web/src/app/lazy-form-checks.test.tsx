import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactPage } from '@/app/routes/contact';
import { paths } from '@/config/paths';
import { renderAuth } from '@/features/auth/test/render-auth';
import { next, renderSignup } from '@/features/signup/test/render-signup';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';

// Counts how often zod and the toast library are evaluated: once one is, every later import shares it.
const zodModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('zod', async (importOriginal) => {
  zodModule.loads += 1;
  return importOriginal();
});
const sonnerModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('sonner', async (importOriginal) => {
  sonnerModule.loads += 1;
  return importOriginal();
});

function renderContact() {
  const router = createMemoryRouter([{ path: paths.contact.path, element: <ContactPage /> }], {
    initialEntries: [paths.contact.href()],
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// Issue 23 §5: zod (~25 kB gzip) is no part of what a form route loads before it renders; the
// form's schema and zod load on its first check, and say what they said before.
describe('forms check with the contract schema, loaded on the first check', () => {
  it('login, sign-up and contact draw their forms without loading zod or the toast library', async () => {
    const login = renderAuth(paths.login.href());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    login.unmount();
    const signup = renderSignup();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    signup.unmount();
    renderContact();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(zodModule.loads).toBe(0);
    expect(sonnerModule.loads).toBe(0);
  });

  it('the first Sign in loads it, shows both messages and focuses the first field in error (LOGIN-05)', async () => {
    const { user } = renderAuth(paths.login.href());
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username or Email' })).toHaveFocus();
    expect(zodModule.loads).toBe(1);
  });

  it("the first Next on sign-up checks step 1 with the step's schema and stays on it (REG-06)", async () => {
    const { user } = renderSignup();
    await next(user);
    expect(await screen.findByText('Please select a user type')).toBeInTheDocument();
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
  });
});
