import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../api/info-subscribe-newsletter';
import { InfoPage } from './info-page';

function renderInfo() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/info']}>
        <InfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Puts `clipboard` on the navigator (after user-event has put its own there, if it did). */
function stubClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const copyButton = () => screen.getByRole('button', { name: 'Copy promo code GATE2025' });
const clickCopy = () => act(async () => fireEvent.click(copyButton()));

describe('/info, the information center', () => {
  it("INFO-01 has three tabs: 'About Us', 'Connect With Us' and 'Contact Info'", async () => {
    renderInfo();
    const user = userEvent.setup();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['About Us', 'Connect With Us', 'Contact Info']);
    expect(screen.getByRole('tab', { name: 'About Us' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/Cambridge Checkpoint English First Language/);

    await user.click(screen.getByRole('tab', { name: 'Contact Info' }));
    expect(screen.getByRole('tab', { name: 'Contact Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Business hours');
    expect(document.title).toBe('Information Center | The Gate');
  });

  it('INFO-02 a sticky banner shows the promo code GATE2025 with a copy button', () => {
    renderInfo();
    const banner = screen.getByRole('complementary', { name: 'Promo code' });
    expect(banner).toHaveClass('sticky');
    expect(within(banner).getByText('GATE2025')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Copy promo code GATE2025' })).toBeInTheDocument();
  });

  it('INFO-03 copy puts GATE2025 on the clipboard; the icon is a check for 2 s, then turns back', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    stubClipboard({ writeText });
    renderInfo();
    expect(screen.getByTestId('copy-icon')).toBeInTheDocument();

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('GATE2025');
    expect(screen.getByTestId('copied-icon')).toBeInTheDocument();
    expect(screen.queryByTestId('copy-icon')).not.toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Promo code' })).getByRole('status')).toHaveTextContent(
      'Copied',
    );

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId('copied-icon')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('copy-icon')).toBeInTheDocument();
    expect(screen.queryByTestId('copied-icon')).not.toBeInTheDocument();
  });

  it('INFO-03 a second copy starts the 2 s again', async () => {
    vi.useFakeTimers();
    stubClipboard({ writeText: vi.fn(async () => undefined) });
    renderInfo();
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    await clickCopy();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('copied-icon')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('copy-icon')).toBeInTheDocument();
  });

  it.each([
    ['there is no clipboard', undefined],
    ['the clipboard refuses', { writeText: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) }],
  ])('INFO-03 when %s, the code is selected to copy by hand', async (_, clipboard) => {
    stubClipboard(clipboard);
    renderInfo();
    await clickCopy();
    expect(window.getSelection()?.toString()).toBe('GATE2025');
    expect(screen.getByTestId('copy-icon')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Promo code' })).getByRole('status')).toHaveTextContent(
      'Code selected. Press Ctrl+C to copy it.',
    );
  });

  it('INFO-04 the Connect tab links to Facebook, Instagram, LinkedIn and YouTube, each in a new tab', async () => {
    renderInfo();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Connect With Us' }));
    const social = screen.getByRole('region', { name: 'Follow The Gate' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'YouTube',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('INFO-06 INFO-07 INFO-08 the Contact tab: phone, e-mail, address, hours, 24/7 chat and an empty map', async () => {
    renderInfo();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Contact Info' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: '+20 2 2555 0123' })).toHaveAttribute('href', 'tel:+20225550123');
    expect(within(panel).getByRole('link', { name: 'hello@thegate.example' })).toHaveAttribute(
      'href',
      'mailto:hello@thegate.example',
    );
    expect(within(panel).getByText('90th Street, New Cairo, Egypt')).toBeInTheDocument();

    const hours = within(panel).getByRole('region', { name: 'Business hours' });
    const terms = within(hours)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(hours)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms.map((day, index) => `${day} ${definitions[index]}`)).toEqual([
      'Mon-Fri 9:00-18:00',
      'Sat 10:00-16:00',
      'Sun Closed',
    ]);
    expect(within(panel).getByText('Support is available 24/7 via online chat.')).toBeInTheDocument();

    const map = within(panel).getByRole('img', { name: 'Map placeholder' });
    expect(map).toHaveTextContent(/^$/);
    expect(map.querySelector('iframe, a, img')).toBeNull();
  });
});

describe('the newsletter (INFO-05, our decision: the address is stored)', () => {
  async function openConnect() {
    renderInfo();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Connect With Us' }));
    return { user, field: screen.getByRole('textbox', { name: 'Email address' }) };
  }

  it("has an e-mail field and 'Subscribe', which posts { email }, clears the field and confirms", async () => {
    const fetchMock = stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(201, { success: true }) });
    const { user, field } = await openConnect();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();

    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText("You're subscribed.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, NEWSLETTER_SUBSCRIPTIONS_PATH)).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'mona@example.com' } }),
    ]);
    expect(field).toHaveValue('');
  });

  it('a refusal shows the server message under the field and keeps what was typed', async () => {
    stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(429, { message: 'Too many attempts. Please try again later.' }) });
    const { user, field } = await openConnect();
    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again later.');
    expect(field).toHaveValue('mona@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too many attempts. Please try again later.');
    expect(screen.queryByText("You're subscribed.")).not.toBeInTheDocument();
  });

  it('a server failure shows a generic message and keeps what was typed', async () => {
    stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(500, 'boom') });
    const { user, field } = await openConnect();
    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(field).toHaveValue('mona@example.com');
  });

  it('an empty or malformed address is stopped by the browser and sends nothing', async () => {
    const fetchMock = stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(201, { success: true }) });
    const { user, field } = await openConnect();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(field).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the button is disabled while the request is on its way', async () => {
    const answer = deferred<unknown>();
    stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: () => answer.promise });
    const { user, field } = await openConnect();
    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    answer.resolve(reply(201, { success: true }));
    expect(await screen.findByText("You're subscribed.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
