import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { ErrorState } from '@/components/error-state';
import { FormNotice } from '@/components/form/form-notice';
import { LoadingState } from '@/components/loading-state';
import { useSearchParams } from '@/lib/router';
import { getSalesReport, salesReportKey } from '../api/reports';
import { PageTitle } from '../components/page-title';
import { RangePicker } from '../reports/range-picker';
import { cairoToday, type ReportRangeId, rangeFrom } from '../reports/report-range';
import { BestSellersTable, chartSummary, DaysTable, formatDay, ReportFigures } from '../reports/report-tables';

/** The chart and its library load only here, after the figures: never with the shop or another page. */
const RevenueChart = lazy(() => import('../reports/revenue-chart'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The sales report (issue 25 §8, reports.read): revenue, payments, average order, refunds and the
 * share of payments completed over Cairo days, revenue per day as a chart with a table beside it,
 * and the best sellers. The range is in the address, so a shared link shows the same report.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => cairoToday(), []);
  const range = rangeFrom(params, today);
  const report = useQuery({
    queryKey: salesReportKey(range.from, range.to),
    queryFn: ({ signal }) => getSalesReport(range.from, range.to, signal),
    enabled: range.problem === null,
    placeholderData: keepPreviousData,
  });
  const pick = (change: { range: ReportRangeId; from?: string; to?: string }) =>
    setParams(() => {
      const next = new URLSearchParams({ range: change.range });
      if (change.from) next.set('from', change.from);
      if (change.to) next.set('to', change.to);
      return next;
    });

  return (
    <>
      <PageTitle title="Reports" />
      <div className="space-y-6">
        <RangePicker key={`${range.from}-${range.to}`} range={range} today={today} onPick={pick} />
        <p role="status" className="text-sm text-slate-700">
          {range.problem
            ? ''
            : report.isFetching
              ? 'Loading the report...'
              : `Sales from ${formatDay(range.from)} to ${formatDay(range.to)}, Cairo time, both days included.`}
        </p>
        {range.problem ? (
          <FormNotice>
            <p>{range.problem}</p>
          </FormNotice>
        ) : report.isPending ? (
          <LoadingState label="Loading the report..." layout="start" />
        ) : report.isError ? (
          <ErrorState
            title="The report could not load"
            message="Check your connection and try again."
            onRetry={() => void report.refetch()}
          />
        ) : (
          <>
            <ReportFigures report={report.data} />
            <Section title="Revenue per day">
              <p className="text-sm text-slate-700">{chartSummary(report.data)}</p>
              <Suspense fallback={<LoadingState label="Loading the chart..." layout="start" />}>
                <RevenueChart days={report.data.days} />
              </Suspense>
              <details>
                <summary className="cursor-pointer text-sm font-medium text-brand-700">
                  Revenue per day as a table
                </summary>
                <DaysTable days={report.data.days} />
              </details>
            </Section>
            <Section title="Best sellers">
              <BestSellersTable sellers={report.data.bestSellers} />
            </Section>
          </>
        )}
      </div>
    </>
  );
}
