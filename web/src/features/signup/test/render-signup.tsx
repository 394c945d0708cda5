import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { SignupPage } from '../routes/signup-page';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * The sign-up page as the app mounts it, at `entry`, next to stand-ins for the pages it sends the
 * user to. With `fakeTimers`, user-event moves vi's fake clock (the 2000 ms redirect, REG-54).
 */
export function renderSignup(entry = paths.signup.href(), { fakeTimers = false } = {}) {
  // Radix's checkbox measures itself inside a form; jsdom has no ResizeObserver (browsers do).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: paths.signup.path, element: <SignupPage /> },
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.myMaterials.path, element: <h1>My Materials page</h1> },
    ],
    { initialEntries: [entry] },
  );
  // No pause between keystrokes: the form is long, and no behaviour here depends on typing speed.
  const user = userEvent.setup(fakeTimers ? { delay: null, advanceTimers: vi.advanceTimersByTime } : { delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

type Answer = { status: number; body: unknown } | Error;

/**
 * Replaces fetch: every call gets `answer` (a status and a body, a string sent as is) or rejects
 * with it (a network failure). `hold` keeps the answer back until `release()` is called.
 */
export function stubRegister(answer: Answer, { hold = false } = {}) {
  let release = () => {};
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    await held;
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: () => release() };
}

/** The JSON body of the n-th request. */
export const sentBody = (fetchMock: ReturnType<typeof stubRegister>['fetchMock'], call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

/** Password fields have no role; their labels end with the star. */
export const passwordInput = () => screen.getByLabelText(/^Password/);
export const confirmInput = () => screen.getByLabelText(/^Confirm password/);

export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

export async function fillAccountStep(user: User, { userType = 'Teacher', password = 'Secret123!' } = {}) {
  await user.click(screen.getByRole('radio', { name: userType }));
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'mona.salem');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'mona@example.com');
  await user.type(passwordInput(), password);
  await user.type(confirmInput(), password);
}

export async function chooseDateOfBirth(user: User, year: string, month: string, day: string) {
  const trigger = screen.getByRole('button', { name: /^Date of birth/ });
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), year);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), month);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), day);
}

export async function fillPersonalStep(user: User, { gender = 'Female', dateOfBirth = ['2000', 'May', '17'] } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Mona');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Salem');
  const [year = '', month = '', day = ''] = dateOfBirth;
  await chooseDateOfBirth(user, year, month, day);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await user.click(screen.getByRole('radio', { name: gender }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+20 100 123 4567');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'egy');
  await user.click(screen.getByRole('option', { name: 'Egypt' }));
}

export async function fillPreferencesStep(
  user: User,
  { interests = ['Teaching materials', 'Training'], referral = 'My school', agree = true } = {},
) {
  for (const name of interests) await user.click(screen.getByRole('checkbox', { name }));
  await user.click(screen.getByRole('radio', { name: referral }));
  if (agree) {
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }));
  }
}

/** Steps 1 and 2 filled and passed: the form is on Preferences. */
export async function reachPreferences(user: User) {
  await fillAccountStep(user);
  await next(user);
  await screen.findByRole('heading', { name: 'Personal Information' });
  await fillPersonalStep(user);
  await next(user);
  await screen.findByRole('heading', { name: 'Preferences' });
}

/** Presses Next and reports, once the check has run, whether the form moved to `nextTitle`. */
export async function movesOn(user: User, nextTitle: string) {
  await next(user);
  await waitFor(() =>
    expect(shownMessages().length > 0 || screen.queryByRole('heading', { name: nextTitle }) !== null).toBe(true),
  );
  return screen.queryByRole('heading', { name: nextTitle }) !== null;
}

/** The messages shown under the fields, in page order. */
export const shownMessages = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[id^="signup-"][id$="-error"]')).map((node) => node.textContent);

/** Validation runs asynchronously (zod's parseAsync): wait until exactly these messages show. */
export const expectMessages = (messages: string[]) => waitFor(() => expect(shownMessages()).toEqual(messages));
export const expectFirstMessage = (message: string) => waitFor(() => expect(shownMessages()[0]).toBe(message));
/** Waits for an assertion about what validation changes (messages, focus, descriptions). */
export const eventually = (assertion: () => void) => waitFor(assertion);
