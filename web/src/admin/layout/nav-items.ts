import { can, type Permission, type StaffRole } from '@the-gate/contract/staff-rules';
import { adminPaths } from '../paths';

export type NavItem = { to: string; label: string; permission: Permission };

/**
 * The back office's sections, in the order the navigation shows them (issue 24 §6): the catalogue, what
 * editors run (the blog), then the shop's operations (issue 25), then staff and the audit log.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: adminPaths.catalogue, label: 'Materials', permission: 'catalogue.read' },
  { to: adminPaths.groups, label: 'Packages & books', permission: 'catalogue.read' },
  { to: adminPaths.exams, label: 'Exams', permission: 'catalogue.read' },
  { to: adminPaths.courses, label: 'Courses', permission: 'catalogue.read' },
  { to: adminPaths.taxonomies, label: 'Taxonomies', permission: 'catalogue.read' },
  { to: adminPaths.blogPosts, label: 'Blog', permission: 'blog.manage' },
  { to: adminPaths.payments, label: 'Payments', permission: 'payments.read' },
  { to: adminPaths.customers, label: 'Customers', permission: 'customers.read' },
  { to: adminPaths.promoCodes, label: 'Promo codes', permission: 'promo.manage' },
  { to: adminPaths.reports, label: 'Reports', permission: 'reports.read' },
  { to: adminPaths.inbox, label: 'Inbox', permission: 'inbox.manage' },
  { to: adminPaths.subscribers, label: 'Subscribers', permission: 'newsletter.manage' },
  { to: adminPaths.staff, label: 'Staff', permission: 'staff.manage' },
  { to: adminPaths.audit, label: 'Audit log', permission: 'audit.read' },
];

/** The sections `role` may open: the others are not shown at all (the contract's permission table). */
export const navItemsFor = (role: StaffRole) => NAV_ITEMS.filter((item) => can(role, item.permission));

/**
 * The section `pathname` is in: the item whose address is the longest start of it, so Materials
 * (/admin/catalogue) is not marked on the packages' pages (/admin/catalogue/groups).
 */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  let best: NavItem | undefined;
  for (const item of items) {
    const to = item.to.toLowerCase();
    if ((path === to || path.startsWith(`${to}/`)) && (!best || to.length > best.to.length)) best = item;
  }
  return best;
}

/** A role as the back office names it. */
export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', editor: 'Editor' };

/** A role in a sentence: "an owner", "a manager", "an editor". */
export const withArticle = (role: StaffRole) => `${role === 'manager' ? 'a' : 'an'} ${role}`;
