import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin-catalogue-rules';
import { CUSTOMER_MESSAGES, GRANT_ITEM_TYPES, REASON_MAX } from './admin-customers-rules';
import { idNumber, idString, isSingleLine, pageNumber, safeText, searchString, strictQuery } from './common';
import { ORDER_STATUSES } from './order-status';
import { staffRoleSchema } from './staff';

/** The back office's customers (issue 25 §3): the search, a customer's page, and the actions on it. */

export * from './admin-customers-rules';

/** `GET /api/admin/customers?q=&page=&pageSize=`: q matches the name, the e-mail or the phone's digits. */
export const adminCustomersQuerySchema = strictQuery({
  q: searchString.optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

/** One row of the customers table. */
export const customerRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
  paymentsCount: z.int(),
  staffRole: staffRoleSchema.nullable(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = z.object({ items: z.array(customerRowSchema), totalCount: z.int() });
export type CustomerList = z.infer<typeof customerListSchema>;

const grantItemTypeSchema = z.enum(GRANT_ITEM_TYPES, {
  error: 'The item type must be Material, MaterialGroup, Course or Exam.',
});

/** Where an item in the customer's library or courses came from. */
export const itemSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment'), reference: z.string() }),
  z.object({ kind: z.literal('grant'), grantIds: z.array(z.int()) }),
  /** Neither (e.g. the demo data's library): kept as it is. */
  z.object({ kind: z.literal('other') }),
]);
export type ItemSource = z.infer<typeof itemSourceSchema>;

/** A staff grant, active or revoked. */
export const staffGrantSchema = z.object({
  id: z.int(),
  itemType: grantItemTypeSchema,
  itemId: z.int(),
  /** Null when the item has since been deleted. */
  itemTitle: z.string().nullable(),
  reason: z.string(),
  grantedBy: z.string(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type StaffGrant = z.infer<typeof staffGrantSchema>;

/** `GET /api/admin/customers/:id`: the profile and everything the customer holds; never a session's token. */
export const customerDetailSchema = customerRowSchema.extend({
  username: z.string(),
  country: z.string(),
  payments: z.array(
    z.object({
      reference: z.string(),
      createdAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      amountCents: z.int(),
    }),
  ),
  library: z.array(z.object({ materialId: z.int(), title: z.string(), addedAt: z.string(), source: itemSourceSchema })),
  courses: z.array(
    z.object({ courseId: z.int(), title: z.string(), assignedAt: z.string(), source: itemSourceSchema }),
  ),
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string().nullable(), expiresAt: z.string() })),
  grants: z.array(staffGrantSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const REASON_REQUIRED = CUSTOMER_MESSAGES.reasonRequired;

/** `POST /api/admin/customers/:id/grants`: an item given without payment, with a reason. */
export const grantRequestSchema = z.strictObject(
  {
    itemType: grantItemTypeSchema,
    itemId: idNumber('The item id must be a positive whole number.'),
    reason: safeText({ error: REASON_REQUIRED })
      .trim()
      .min(1, { error: REASON_REQUIRED })
      .max(REASON_MAX, { error: `The reason must be at most ${REASON_MAX} characters long.` })
      .refine(isSingleLine, { error: 'The reason must be on one line.', abort: true }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);
export type GrantRequest = z.infer<typeof grantRequestSchema>;

/** `:id` of a customer: an account id; anything else is simply no such customer (404). */
export const customerParamsSchema = z.strictObject({ id: z.string().max(100) });
export const grantParamsSchema = z.strictObject({
  id: z.string().max(100),
  grantId: idString('grant id'),
});
