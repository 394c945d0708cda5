import { messages } from '@/lib/i18n';
import en from './locales/en.json';

const t = messages(en);

/**
 * The Gate's public contact details, as the footer shows them: the spec gives only placeholders
 * (B§2, INFO-06) and no social addresses (AMB-29). Shared config, because the contact and
 * information pages (content) and the legal pages (legal) all name them. The address and the days
 * are in the page's language (issue 26 §2).
 */
export const CONTACT = {
  phone: '+20 2 2555 0123',
  phoneHref: 'tel:+20225550123',
  email: 'hello@thegate.example',
  address: t('address'),
} as const;

/** INFO-04: these four, each opening in a new tab. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/thegate.eg' },
  { name: 'Instagram', href: 'https://www.instagram.com/thegate.eg' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/thegate-eg' },
  { name: 'YouTube', href: 'https://www.youtube.com/@thegate-eg' },
] as const;

/** B§9, INFO-07. */
export const BUSINESS_HOURS = [
  { days: t('mondayToFriday'), hours: '9:00-18:00' },
  { days: t('saturday'), hours: '10:00-16:00' },
  { days: t('sunday'), hours: t('closed') },
] as const;
