import type { SalesReport } from '@the-gate/contract/admin-reports';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Bars need a width even for one day: a day in seconds, a little narrower. */
const DAY_SECONDS = 24 * 60 * 60;
const HEIGHT = 260;

/**
 * Revenue per day as bars (issue 25 §8), drawn by uPlot, a small chart library kept for the back
 * office only: this module is loaded by the Reports page when it draws, never by the shop. The
 * canvas is hidden from screen readers: the page gives the same figures as a table.
 */
export default function RevenueChart({ days }: { days: SalesReport['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = days.map((day) => Date.parse(`${day.date}T12:00:00Z`) / 1000);
    const y = days.map((day) => day.revenueCents / 100);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true, range: (_u, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] } },
        axes: [{}, { label: 'EGP', size: 70 }],
        series: [
          {},
          {
            label: 'Revenue (EGP)',
            stroke: '#1d4ed8',
            fill: 'rgba(29, 78, 216, 0.35)',
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [x, y],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" data-testid="revenue-chart" />;
}
