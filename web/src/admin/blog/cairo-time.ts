/**
 * A scheduled post's time is typed and shown in Cairo time (issue 25 §5), whatever the browser's
 * zone: the shop's readers and staff are in Egypt, which has summer time since 2023. The server
 * keeps an instant (ISO, UTC).
 */

export const CAIRO = 'Africa/Cairo';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CAIRO,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Cairo's wall clock at `instant` as `YYYY-MM-DDTHH:mm`, what a datetime-local input holds. */
export function cairoLocalOf(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const get = (type: string) => parts.formatToParts(date).find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** How far Cairo's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number): number {
  const wall = cairoLocalOf(new Date(at));
  return Date.parse(`${wall}:00Z`) - Math.floor(at / 60_000) * 60_000;
}

/** The instant (ISO) at which Cairo's wall clock reads `local` (`YYYY-MM-DDTHH:mm`); null if it is not one. */
export function instantOfCairoLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the corrected time (they differ only around a change of clocks).
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first)).toISOString();
}

const shown = new Intl.DateTimeFormat('en-GB', { timeZone: CAIRO, dateStyle: 'medium', timeStyle: 'short' });

/** "27 Nov 2026, 21:05 Cairo time". */
export const formatCairo = (instant: string) => `${shown.format(new Date(instant))} Cairo time`;
