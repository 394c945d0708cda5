import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@the-gate/contract/auth';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, Outlet, RouterProvider } from '@/test/memory-router';
import { AccountMenu, MobileAccountLinks } from '../components/account-menu';
import { ForgotPasswordPage } from '../routes/forgot-password-page';
import { LoginPage } from '../routes/login-page';
import { ResetPasswordPage } from '../routes/reset-password-page';

export const sara: AuthUser = {
  id: 'u-1',
  username: 'sara.ahmed',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Ahmed',
  fullName: 'Sara Ahmed',
  profilePictureUrl: null,
  role: 6,
};

/** A stored session, as a returning visitor has it. */
export function seedSession(user: Partial<AuthUser> = sara, { token = 'token-1', storage = sessionStorage } = {}) {
  storage.setItem('auth_token', token);
  storage.setItem('user_data', JSON.stringify(user));
}

/** A JSON answer; a string body is sent as is (for bodies that are not JSON). */
export const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch`; each call is answered by `handler` with the request path and options. */
export function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made, as `{path, method, body, authorization}` with the body parsed. */
export const requests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    path: String(input),
    method: init?.method,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    authorization: new Headers(init?.headers).get('Authorization'),
  }));

const stub = (title: string) => <h1>{title}</h1>;

/**
 * The auth screens inside the providers the app gives them, at `initialEntry`, under a bar with
 * the account menu (desktop and mobile) so sign-in and sign-out show up where users see them.
 */
export function renderAuth(initialEntry: string, { reloadPage = vi.fn() } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header data-testid="navbar">
              <AccountMenu />
            </header>
            <nav aria-label="Mobile menu">
              <MobileAccountLinks />
            </nav>
            <Outlet />
          </>
        ),
        children: [
          { path: paths.login.path, element: <LoginPage reloadPage={reloadPage} /> },
          { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          { path: paths.signup.path, element: stub('Create Your Account') },
          { path: paths.digitalBooks.path, element: stub('Digital books') },
          { path: paths.dashboard.path, element: stub('Dashboard') },
          { path: paths.myMaterials.path, element: stub('My Materials page') },
          { path: paths.myCourses.path, element: stub('My Courses page') },
          { path: paths.profile.path, element: stub('Profile page') },
          { path: paths.home.path, element: stub('Home') },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  // Lets user-event's own pauses pass under fake timers (LOGIN-12 tests); a no-op with real ones.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const pathname = () => router.state.location.pathname;
  return { ...view, router, user, queryClient, reloadPage, pathname };
}
