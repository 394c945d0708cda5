import { can, type Permission, type StaffRole } from '@the-gate/contract/staff-rules';
import { adminPaths } from '../paths';

export type NavItem = { to: string; label: string; permission: Permission };

/** The back office's sections, in the order the navigation shows them (issue 24 §6). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: adminPaths.catalogue, label: 'Catalogue', permission: 'catalogue.read' },
  { to: adminPaths.courses, label: 'Courses', permission: 'catalogue.read' },
  { to: adminPaths.taxonomies, label: 'Taxonomies', permission: 'catalogue.read' },
  { to: adminPaths.staff, label: 'Staff', permission: 'staff.manage' },
  { to: adminPaths.audit, label: 'Audit log', permission: 'audit.read' },
];

/** The sections `role` may open: the others are not shown at all (the contract's permission table). */
export const navItemsFor = (role: StaffRole) => NAV_ITEMS.filter((item) => can(role, item.permission));

/** A role as the back office names it. */
export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', editor: 'Editor' };

/** A role in a sentence: "an owner", "a manager", "an editor". */
export const withArticle = (role: StaffRole) => `${role === 'manager' ? 'a' : 'an'} ${role}`;
