import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { InfoPage } from './info-page';

function renderInfo() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/info']}>
        <InfoPage newsletter={<form aria-label="Stand-in newsletter form" />} />
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

  // The sign-up is the inbox's form; app/routes/info.test.tsx tries the page with it (issue 23 §1).
  it("INFO-05 the Connect tab's 'Newsletter' section holds the sign-up form it is given", async () => {
    renderInfo();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Connect With Us' }));
    const newsletter = screen.getByRole('region', { name: 'Newsletter' });
    expect(within(newsletter).getByRole('form', { name: 'Stand-in newsletter form' })).toBeInTheDocument();
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
