import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesReport } from '@the-gate/contract/admin-reports';
import { describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths } from '@/test/stub-api';
import { cairoToday, shiftDate } from '../reports/report-range';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §8: the sales report — ranges in the address, figures, the chart and its table, best sellers. */

// jsdom has no canvas: the chart module is replaced, so what is tested is what the page hands it.
vi.mock('../reports/revenue-chart', () => ({
  default: ({ days }: { days: SalesReport['days'] }) => <div data-testid="revenue-chart">{days.length} bars</div>,
}));

const today = cairoToday();
const report = (from: string, to: string, overrides: Partial<SalesReport> = {}): SalesReport => ({
  from,
  to,
  totalRevenueCents: 70055,
  payments: 5,
  refundedCents: 32000,
  averageOrderCents: 14011,
  completionRate: 5 / 7,
  days: [
    { date: from, revenueCents: 0, payments: 0 },
    { date: to, revenueCents: 70055, payments: 5 },
  ],
  bestSellers: [{ itemType: 'MaterialGroup', itemId: 5, title: 'Year 7 Pro', quantity: 2, revenueCents: 60000 }],
  ...overrides,
});
const path = (from: string, to: string) => `/api/admin/reports/sales?from=${from}&to=${to}`;

describe('Reports (issue 25 §8)', () => {
  it('shows the last 30 Cairo days: figures, the chart with its table, the best sellers', async () => {
    const from = shiftDate(today, -29);
    renderAdmin({ path: '/admin/reports', role: 'manager', routes: { [path(from, today)]: report(from, today) } });
    const figures = await screen.findByText('Average order');
    expect(figures.nextElementSibling).toHaveTextContent('EGP 140.11');
    expect(screen.getByText('Revenue', { selector: 'dt' }).nextElementSibling).toHaveTextContent('EGP 700.55');
    expect(screen.getByText('Refunds').nextElementSibling).toHaveTextContent('EGP 320.00');
    expect(screen.getByText('Payments completed').nextElementSibling).toHaveTextContent('71.4%');
    expect(await screen.findByTestId('revenue-chart')).toHaveTextContent('2 bars');
    expect(screen.getByText(/Revenue on 1 of 2 days; the highest was EGP 700\.55/)).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'Revenue per day' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    const sellers = screen.getByRole('table', { name: 'Best sellers by revenue' });
    expect(within(sellers).getByRole('rowheader', { name: 'Year 7 Pro' }).closest('tr')).toHaveTextContent(
      'Year 7 ProPackage or book2EGP 600.00',
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to 90 days and to a custom range through the address', async () => {
    const from30 = shiftDate(today, -29);
    const from90 = shiftDate(today, -89);
    const { history, fetchMock } = renderAdmin({
      path: '/admin/reports',
      routes: {
        [path(from30, today)]: report(from30, today),
        [path(from90, today)]: report(from90, today),
        [path('2026-01-01', '2026-01-31')]: report('2026-01-01', '2026-01-31', { totalRevenueCents: 100 }),
      },
    });
    await screen.findByTestId('revenue-chart');
    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/reports?range=90'));
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain(path(from90, today)));
    const form = screen.getByRole('form', { name: 'Custom range' });
    const fromInput = within(form).getByLabelText('From');
    const toInput = within(form).getByLabelText('To');
    await userEvent.clear(fromInput);
    await userEvent.type(fromInput, '2026-01-01');
    await userEvent.clear(toInput);
    await userEvent.type(toInput, '2026-01-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Show range' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/reports?range=custom&from=2026-01-01&to=2026-01-31'));
    expect(await screen.findByText('EGP 1.00')).toBeInTheDocument();
  });

  it('says why a backwards range is not asked for, and shows a failed load with a retry', async () => {
    const from = shiftDate(today, -29);
    const { fetchMock } = renderAdmin({
      path: '/admin/reports?range=custom&from=2026-02-01&to=2026-01-01',
      routes: { [path(from, today)]: reply(400, { message: 'The from date must be a date written YYYY-MM-DD.' }) },
    });
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((url) => url.startsWith('/api/admin/reports'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    // The data cache asks once more after a second (A§9) before it shows the failure.
    expect(await screen.findByText('The report could not load', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
