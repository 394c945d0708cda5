/**
 * The back office's customer rules a screen draws with (issue 25 §3): what can be granted and the
 * messages the server answers with. zod-free, so the customer page draws without loading zod; the
 * schemas in admin-customers.ts check with the same values.
 */
import { PAYMENT_ITEM_TYPES, type PaymentItemType } from './payment-rules';

/** A staff grant gives exactly what a payment for one of these would (decision 021). */
export const GRANT_ITEM_TYPES = PAYMENT_ITEM_TYPES;
export type GrantItemType = PaymentItemType;

/** How the back office names each kind of item. */
export const GRANT_ITEM_LABELS: Record<GrantItemType, string> = {
  Material: 'Material',
  MaterialGroup: 'Book or package',
  Course: 'Course',
  Exam: 'Exam',
};

export const REASON_MAX = 500;

/** The server's refusals a screen shows as they are. */
export const CUSTOMER_MESSAGES = {
  reasonRequired: 'Please give a reason for the grant (a school, a complaint).',
  unknownCustomer: 'There is no such customer.',
  unknownGrant: 'This customer has no such grant.',
  grantRevoked: 'This grant is already revoked.',
  unknownItem: (type: GrantItemType) => `There is no ${GRANT_ITEM_LABELS[type].toLowerCase()} with this id.`,
  staffCannotBeDisabled: 'This account holds a back-office role. Remove their back-office role first.',
  cannotDisableSelf: 'You cannot disable your own account.',
} as const;
