import type { SalesReport } from '@the-gate/contract/admin-reports';
import { formatMoney } from '@/lib/format';

const money = (cents: number) => formatMoney(cents / 100);
const dayLabel = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
/** A Cairo day as the report names it ("2 Mar 2026"). */
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

const cell = 'px-3 py-2 text-start';
const number = 'px-3 py-2 text-end tabular-nums';

/** The report's headline figures (issue 25 §8), one definition list. */
export function ReportFigures({ report }: { report: SalesReport }) {
  const figures: [string, string][] = [
    ['Revenue', money(report.totalRevenueCents)],
    ['Payments', report.payments.toLocaleString('en')],
    ['Average order', money(report.averageOrderCents)],
    ['Refunds', money(report.refundedCents)],
    ['Payments completed', `${Math.round(report.completionRate * 1000) / 10}%`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One sentence of what the chart shows, for screen readers and anyone without the picture: the
 * busiest day and how many days sold anything.
 */
export function chartSummary(report: SalesReport): string {
  const selling = report.days.filter((day) => day.payments > 0);
  if (selling.length === 0) return 'No revenue on any day of this range.';
  const best = selling.reduce((top, day) => (day.revenueCents > top.revenueCents ? day : top));
  return `Revenue on ${selling.length} of ${report.days.length} days; the highest was ${money(best.revenueCents)} on ${formatDay(best.date)}.`;
}

/** Revenue and payments per day as a table: the chart's accessible alternative. */
export function DaysTable({ days }: { days: SalesReport['days'] }) {
  return (
    // A region that takes focus, so a keyboard can scroll it (axe scrollable-region-focusable), as DataTable does.
    <section
      aria-label="Revenue per day"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="relative max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Revenue per day</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={cell}>
              Day
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              Revenue
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              Payments
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-normal`}>
                {formatDay(day.date)}
              </th>
              <td className={number}>{money(day.revenueCents)}</td>
              <td className={number}>{day.payments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The ten items that brought the most revenue. */
export function BestSellersTable({ sellers }: { sellers: SalesReport['bestSellers'] }) {
  if (sellers.length === 0) return <p className="text-sm text-slate-700">Nothing was sold in this range.</p>;
  return (
    <section
      aria-label="Best sellers"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Best sellers by revenue</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={cell}>
              Item
            </th>
            <th scope="col" className={cell}>
              Kind
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              Sold
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {sellers.map((seller) => (
            <tr key={`${seller.itemType}-${seller.itemId}`} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-medium`}>
                {seller.title}
              </th>
              <td className={cell}>{seller.itemType === 'MaterialGroup' ? 'Package or book' : seller.itemType}</td>
              <td className={number}>{seller.quantity}</td>
              <td className={number}>{money(seller.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
