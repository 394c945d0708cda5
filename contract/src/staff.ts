import { z } from 'zod';
import { STAFF_ROLES } from './staff-rules';

/** The back office's shapes (issue 24 §1, §5). */

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role: owner, manager or editor.' });

/** A member of staff as `GET /api/admin/staff` lists them. */
export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** `PUT /api/admin/staff`: give an existing account a role (404 for an unknown e-mail). */
export const putStaffRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Please enter an email address.' })
    .max(254, { error: 'Please enter a valid email address' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  role: staffRoleSchema,
});
export type PutStaffRequest = z.infer<typeof putStaffRequestSchema>;

/** One change made through the back office, with the values before and after (null: none). */
export const auditEntrySchema = z.object({
  at: z.string(),
  /** The e-mail of the member of staff who made it (or `system` for start-up and the command line). */
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit?page=`: newest first. */
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), totalCount: z.int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
