import { paths } from '@/config/paths';
import { t } from './i18n';

/** The bar's buttons, in order (A§2, NAV-04); the mobile menu adds Distributors (NAV-14). */
export const NAV_LINKS = [
  { label: t('navHome'), to: paths.home.href() },
  { label: t('navAbout'), to: paths.about.href() },
  { label: t('navContact'), to: paths.contact.href() },
  { label: t('navForStudents'), to: paths.studentServices.href() },
  { label: t('navForTeachers'), to: paths.forTeachers.href() },
] as const;

export const MOBILE_ONLY_LINKS = [{ label: t('navDistributors'), to: paths.distributors.href() }] as const;
