/**
 * Who may do what in the back office (issue 24 §1): one table, enforced by the server on every
 * `/api/admin/*` route and read by the web to hide what a role cannot do. zod-free, so a screen can
 * read it without loading zod.
 */

/** The staff roles, most powerful first. A user holds at most one; customers hold none. */
export const STAFF_ROLES = ['owner', 'manager', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a back-office action needs. Part 1 (issue 24): staff, the audit log, the catalogue. Part 2
 * (issue 25) adds orders, refunds, customers, promo codes, the blog, forms and reports.
 */
export const PERMISSIONS = {
  /** Add, change and remove staff (owners only; the last owner stays). */
  'staff.manage': ['owner'],
  /** Read the audit log. */
  'audit.read': ['owner'],
  /** Open the back office and read the catalogue there. */
  'catalogue.read': ['owner', 'manager', 'editor'],
  /** Texts and pictures of catalogue items and taxonomies (titles, descriptions, covers). */
  'catalogue.edit': ['owner', 'manager', 'editor'],
  /** Create items, change prices and free flags, upload the sold files, import CSV. */
  'catalogue.manage': ['owner', 'manager'],
  /** Publish, unpublish and archive items. */
  'catalogue.publish': ['owner', 'manager'],
  /** Export the catalogue as CSV. */
  'catalogue.export': ['owner', 'manager'],
  /** See payments and their timelines, re-send a receipt, export payments as CSV (issue 25 §1). */
  'payments.read': ['owner', 'manager'],
  /** Refund or void a payment through Paymob (issue 25 §2). */
  'payments.refund': ['owner', 'manager'],
  /** Find customers and see their payments, library, courses and sessions (issue 25 §3). */
  'customers.read': ['owner', 'manager'],
  /** Grant or revoke an item, sign a customer out everywhere, disable or re-enable an account. */
  'customers.manage': ['owner', 'manager'],
  /** Create, change and deactivate promo codes, and see what each one brought (issue 25 §4). */
  'promo.manage': ['owner', 'manager'],
  /** Write, schedule, publish and delete blog posts (issue 25 §5): editors run the blog. */
  'blog.manage': ['owner', 'manager', 'editor'],
  /** Read and handle contact messages, consultation and Notify Me requests; reply by e-mail. */
  'inbox.manage': ['owner', 'manager'],
  /** See, unsubscribe and export newsletter subscribers (personal data: not for editors). */
  'newsletter.manage': ['owner', 'manager'],
  /** The sales dashboard (issue 25 §8). */
  'reports.read': ['owner', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` (null: a customer) may do `permission`. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** A staff role from untrusted text, or null. */
export function parseStaffRole(value: unknown): StaffRole | null {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null;
}
