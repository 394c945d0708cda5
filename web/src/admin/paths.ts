import { BACK_OFFICE_PATH } from '@the-gate/contract/routes';

/** Where the back office lives in the browser (issue 24 §6). */
export const ADMIN_BASE = BACK_OFFICE_PATH;

/**
 * The back office's pages, full paths: its route table is its own (admin-routes.tsx), matched by
 * wouter without a base, so the shop's router hooks and links (`@/lib/router`) work unchanged.
 */
export const adminPaths = {
  home: ADMIN_BASE,
  staff: `${ADMIN_BASE}/staff`,
  audit: `${ADMIN_BASE}/audit`,
  catalogue: `${ADMIN_BASE}/catalogue`,
  taxonomies: `${ADMIN_BASE}/catalogue/taxonomies`,
  newMaterial: `${ADMIN_BASE}/catalogue/materials/new`,
  material: `${ADMIN_BASE}/catalogue/materials/:id`,
  groups: `${ADMIN_BASE}/catalogue/groups`,
  newGroup: `${ADMIN_BASE}/catalogue/groups/new`,
  group: `${ADMIN_BASE}/catalogue/groups/:id`,
  exams: `${ADMIN_BASE}/catalogue/exams`,
  newExam: `${ADMIN_BASE}/catalogue/exams/new`,
  exam: `${ADMIN_BASE}/catalogue/exams/:id`,
  courses: `${ADMIN_BASE}/catalogue/courses`,
  newCourse: `${ADMIN_BASE}/catalogue/courses/new`,
  course: `${ADMIN_BASE}/catalogue/courses/:id`,
  promoCodes: `${ADMIN_BASE}/promo-codes`,
  newPromoCode: `${ADMIN_BASE}/promo-codes/new`,
  promoCode: `${ADMIN_BASE}/promo-codes/:id`,
  reports: `${ADMIN_BASE}/reports`,
  inbox: `${ADMIN_BASE}/inbox`,
  message: `${ADMIN_BASE}/inbox/:kind/:id`,
  subscribers: `${ADMIN_BASE}/subscribers`,
  payments: `${ADMIN_BASE}/payments`,
  payment: `${ADMIN_BASE}/payments/:reference`,
  customers: `${ADMIN_BASE}/customers`,
  customer: `${ADMIN_BASE}/customers/:id`,
  blogPosts: `${ADMIN_BASE}/blog`,
  newBlogPost: `${ADMIN_BASE}/blog/new`,
  blogPost: `${ADMIN_BASE}/blog/:id`,
} as const;

/** A material's edit page in the back office. */
export const materialPath = (id: number | string) =>
  `${ADMIN_BASE}/catalogue/materials/${encodeURIComponent(String(id))}`;

/** A package's, book's or collection's edit page in the back office. */
export const groupPath = (id: number | string) => `${ADMIN_BASE}/catalogue/groups/${encodeURIComponent(String(id))}`;

/** An exam's edit page in the back office. */
export const examPath = (id: number | string) => `${ADMIN_BASE}/catalogue/exams/${encodeURIComponent(String(id))}`;

/** A promo code's edit page in the back office. */
export const promoCodePath = (id: number | string) => `${ADMIN_BASE}/promo-codes/${encodeURIComponent(String(id))}`;
/** A form's message in the back office's inbox (issue 25 §6). */
export const messagePath = (kind: string, id: number | string) =>
  `${ADMIN_BASE}/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}`;
/** A payment's detail page in the back office (issue 25 §1). */
export const paymentPath = (reference: string) => `${ADMIN_BASE}/payments/${encodeURIComponent(reference)}`;
/** A customer's page in the back office (issue 25 §3). */
export const customerPath = (id: string) => `${ADMIN_BASE}/customers/${encodeURIComponent(id)}`;
/** A blog post's edit page in the back office (issue 25 §5). */
export const blogPostPath = (id: number | string) => `${ADMIN_BASE}/blog/${encodeURIComponent(String(id))}`;

/**
 * The shop's sign-in, coming back to `path` (an address of the back office) once signed in: the
 * login page follows `redirecturl` when it is a path of this site (web/src/lib/safe-redirect.ts).
 */
export function signInHref(path: string): string {
  return `/login?redirecturl=${encodeURIComponent(path)}`;
}
