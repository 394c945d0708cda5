import { z } from 'zod';
import { emailField } from './auth';
import { oneLine, safeText } from './common';
import { FORM_LIMITS } from './inbox-rules';

/**
 * The forms the spec only simulates (B§2, B§9; backend contract §6): contact, newsletter
 * Subscribe, coming-soon's Notify Me and Request a Consultation. They keep their visible
 * behaviour and are also stored and mailed to the owner (ARCHITECTURE decisions, issue 11 §3).
 * The same schemas check the web forms and the server, so both give the same words.
 */

// An empty field reports only that it is empty, not every later rule too.
const required = (message: string) => safeText({ error: message }).trim().min(1, { error: message, abort: true });
const atMost = (label: string, max: number) => ({ error: `${label} must be at most ${max} characters long.` });

/** An optional text: missing, null or blank all mean "not given". A phone is one line, a message may be many. */
const optionalText = (label: string, max: number, lines: 'one line' | 'lines') => {
  const text = safeText({ error: `${label} must be text.` }).trim();
  return (lines === 'one line' ? text.refine(...oneLine(label)) : text)
    .max(max, atMost(label, max))
    .nullish()
    .transform((value) => value || null);
};

/** Unknown keys are refused with a clear 400, never silently dropped. */
const strictForm = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
      if (issue.code === 'invalid_type') return 'Please send the form as a JSON object.';
      return undefined;
    },
  });

export const nameField = required('Please enter your name')
  .refine(...oneLine('Name'))
  .max(FORM_LIMITS.name, atMost('Name', FORM_LIMITS.name));

/** POST /api/contact-messages: the contact page's four required fields (B§2, B§5). */
export const contactMessageRequestSchema = strictForm({
  name: nameField,
  email: emailField,
  subject: required('Please enter a subject')
    .refine(...oneLine('Subject'))
    .max(FORM_LIMITS.subject, atMost('Subject', FORM_LIMITS.subject)),
  message: required('Please enter your message').max(FORM_LIMITS.message, atMost('Message', FORM_LIMITS.message)),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

/** POST /api/newsletter-subscriptions: the information center's Subscribe (B§2). */
export const newsletterSubscriptionRequestSchema = strictForm({ email: emailField });
export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionRequestSchema>;

/** What a Notify Me can wait for; coming-soon's is the payment system (A§2). */
export const NOTIFY_TOPICS = ['payments'] as const;
export type NotifyTopic = (typeof NOTIFY_TOPICS)[number];

/** POST /api/notify-requests: coming-soon's Notify Me; `topic` defaults to payments. */
export const notifyRequestSchema = strictForm({
  email: emailField,
  topic: z.enum(NOTIFY_TOPICS, { error: `Topic must be one of: ${NOTIFY_TOPICS.join(', ')}.` }).default('payments'),
});
export type NotifyRequest = z.input<typeof notifyRequestSchema>;

/** POST /api/consultation-requests: For Schools' Request a Consultation (B§2). */
export const consultationRequestSchema = strictForm({
  name: nameField,
  email: emailField,
  schoolName: required('Please enter your school name')
    .refine(...oneLine('School name'))
    .max(FORM_LIMITS.schoolName, atMost('School name', FORM_LIMITS.schoolName)),
  phone: optionalText('Phone number', FORM_LIMITS.phone, 'one line'),
  message: optionalText('Message', FORM_LIMITS.message, 'lines'),
});
export type ConsultationRequest = z.input<typeof consultationRequestSchema>;

// The limits and the answers' words live in a zod-free file, so a form can draw itself without zod.
export { CONSULTATION_REQUEST_SENT, CONTACT_MESSAGE_SENT, FORM_LIMITS, FORM_RATE_LIMITED } from './inbox-rules';

/** 201 for the contact and consultation forms. */
export const formMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type FormMessageResponse = z.infer<typeof formMessageResponseSchema>;

/**
 * 201 for Subscribe and Notify Me: the same answer whether or not the address was already on the
 * list, so the form never tells who is subscribed.
 */
export const formSuccessResponseSchema = z.object({ success: z.literal(true) });
export type FormSuccessResponse = z.infer<typeof formSuccessResponseSchema>;
