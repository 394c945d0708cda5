import { BUSINESS_HOURS } from '@/config/contact-details';
import { messages } from '@/lib/i18n';
import en from './common/locales/en.json';

/** The content pages' shared texts: the trail's first crumb, year names, the office's address and hours (issue 26 §2). */
export const t = messages(en);

export { yearLabel } from '@/lib/catalogue-labels';

const DAYS: Record<string, string> = { 'Mon-Fri': t('daysMonFri'), Sat: t('daysSat'), Sun: t('daysSun') };

/** The office's hours (B§9, INFO-07) in the page's language; the times themselves stay as they are. */
export const OPENING_HOURS = BUSINESS_HOURS.map(({ days, hours }) => ({
  days: DAYS[days] ?? days,
  hours: hours === 'Closed' ? t('closed') : hours,
}));
