import { BookOpen, GraduationCap, LayoutDashboard, Mail, ShoppingCart, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { t } from './i18n';

/** The avatar menu's links, in order, before Log out (A§2, NAV-11; My Orders from issue 25 §7, My Licences from issue 27 §5). */
export const ACCOUNT_LINKS = [
  { label: t('linkDashboard'), to: paths.dashboard.href(), icon: LayoutDashboard },
  { label: t('linkMyMaterials'), to: paths.myMaterials.href(), icon: BookOpen },
  { label: t('linkMyCourses'), to: paths.myCourses.href(), icon: GraduationCap },
  // The cart button's icon, already on every page: a new one would make every route bigger (bench/README.md).
  { label: t('linkMyOrders'), to: paths.myOrders.href(), icon: ShoppingCart },
  // Seats are shared by e-mail invitation: the footer's mail icon, already on every page, as My Orders reuses the cart's.
  { label: t('linkMyLicences'), to: paths.myLicences.href(), icon: Mail },
  { label: t('linkProfile'), to: paths.profile.href(), icon: UserRound },
] as const;
