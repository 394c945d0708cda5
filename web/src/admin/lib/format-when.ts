import { formatPrice } from '@/lib/format';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time as the back office writes them ("27 Nov 2026, 14:05"). */
export const formatWhen = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : when.format(date);
};

/** The price as the shop shows it: "Free", or EGP with two decimals (formatPrice). */
export const itemPrice = (row: { price: number; isFree: boolean }) => formatPrice(row.isFree ? 0 : row.price);
