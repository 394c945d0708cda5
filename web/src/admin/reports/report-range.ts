import { daysInRange, MAX_REPORT_DAYS, REPORT_TIME_ZONE } from '@the-gate/contract/admin-reports';

/** The report's ranges (issue 25 §8): the last 30 or 90 Cairo days, today included, or dates chosen. */
export const REPORT_RANGES = [
  { id: '30', label: 'Last 30 days' },
  { id: '90', label: 'Last 90 days' },
  { id: 'custom', label: 'Custom range' },
] as const;
export type ReportRangeId = (typeof REPORT_RANGES)[number]['id'];

const cairoDate = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE });

/** Today's date in Cairo, YYYY-MM-DD: the report's days are Cairo days, wherever the browser is. */
export const cairoToday = (now = new Date()) => cairoDate.format(now);

/** `date` (YYYY-MM-DD) moved by `days`. */
export function shiftDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The range the address asks for: `range=90`, or `range=custom&from=&to=` (dates the server would
 * refuse fall back to the last 30 days, with the reason); the last 30 days otherwise.
 */
export function rangeFrom(
  params: URLSearchParams,
  today: string,
): { id: ReportRangeId; from: string; to: string; problem: string | null } {
  const id = params.get('range');
  if (id === '90') return { id, from: shiftDate(today, -89), to: today, problem: null };
  const last30 = { from: shiftDate(today, -29), to: today };
  if (id !== 'custom') return { id: '30', ...last30, problem: null };
  const from = params.get('from');
  const to = params.get('to');
  if (!isDate(from) || !isDate(to))
    return { id, from: from ?? '', to: to ?? '', problem: 'Choose a start and an end date.' };
  if (to < from) return { id, from, to, problem: 'The end date must be on or after the start date.' };
  if (daysInRange(from, to) > MAX_REPORT_DAYS)
    return { id, from, to, problem: `A report covers at most ${MAX_REPORT_DAYS} days.` };
  return { id, from, to, problem: null };
}
