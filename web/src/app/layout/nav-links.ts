import { paths } from '@/config/paths';

/** The bar's buttons, in order (A§2, NAV-04); the mobile menu adds Distributors (NAV-14). */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Contact', to: paths.contact.href() },
  { label: 'For Students', to: paths.studentServices.href() },
  { label: 'For Teachers', to: paths.forTeachers.href() },
] as const;

export const MOBILE_ONLY_LINKS = [{ label: 'Distributors', to: paths.distributors.href() }] as const;
