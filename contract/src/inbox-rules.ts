/**
 * The inbox forms' limits and answers, without a validation library (B§2, B§9; backend contract
 * §6): the contact and consultation forms draw their fields and show their answers from these
 * before zod has loaded (issue 23 §5); inbox.ts's schemas check the same limits.
 */

export const FORM_LIMITS = { name: 100, email: 254, subject: 200, message: 5000, schoolName: 200, phone: 30 } as const;

/** The contact FAQ's promise (B§2, B§9), as backend contract §6 words the answer. */
export const CONTACT_MESSAGE_SENT = 'Thank you, we will reply within 24-48 business hours.';
export const CONSULTATION_REQUEST_SENT = 'Thank you, we will contact you within 24-48 business hours.';
/** The 429 answer of every form once an address has sent too many. */
export const FORM_RATE_LIMITED = 'Too many requests. Please try again later.';
