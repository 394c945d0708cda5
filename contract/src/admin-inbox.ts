import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin-catalogue-rules';
import { idString, isSingleLine, pageNumber, safeText, searchString, strictQuery } from './common';

/**
 * The back office's forms inbox (issue 25 §6): contact messages, consultation requests and Notify
 * Me requests, each New or Handled, answered by e-mail; and the newsletter's subscribers.
 */

export const MESSAGE_KINDS = ['contact', 'consultation', 'notify'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_STATUSES = ['new', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** How the back office names each kind and status. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  contact: 'Contact',
  consultation: 'Consultation',
  notify: 'Notify me',
};
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { new: 'New', handled: 'Handled' };

/** The longest reply the back office sends. */
export const REPLY_MAX_LENGTH = 10_000;
/** How much of a message the inbox's list shows. */
export const PREVIEW_LENGTH = 140;

export const REPLY_BODY_REQUIRED = 'The reply is required.';
export const REPLY_TOO_LONG = `The reply must be at most ${REPLY_MAX_LENGTH.toLocaleString('en')} characters long.`;
export const REPLY_NOT_SENT =
  'The reply could not be sent: the mail server did not accept it. Nothing was changed; try again in a moment.';
export const MESSAGE_NOT_FOUND = 'No such message.';
export const SUBSCRIBER_NOT_FOUND = 'No such subscriber.';

export const messageKindSchema = z.enum(MESSAGE_KINDS, {
  error: 'The kind must be contact, consultation or notify.',
});
export const messageStatusSchema = z.enum(MESSAGE_STATUSES, { error: 'The status must be new or handled.' });

/** `GET /api/admin/messages?kind=&status=&q=&page=&pageSize=`: no kind is every kind, newest first. */
export const adminMessagesQuerySchema = strictQuery({
  kind: messageKindSchema.optional(),
  status: messageStatusSchema.optional(),
  /** Case-insensitive part of the name, address, subject (school, topic) or message. */
  q: searchString.optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

/** `/api/admin/messages/{kind}/{id}`. */
export const messageParamsSchema = z.strictObject({ kind: messageKindSchema, id: idString('message id') });

/** One row of the inbox. */
export const adminMessageRowSchema = z.object({
  kind: messageKindSchema,
  id: z.int(),
  /** Null for a Notify Me request, which asks for an address only. */
  name: z.string().nullable(),
  email: z.string(),
  /** The subject (contact), the school's name (consultation) or the topic (notify). */
  summary: z.string(),
  /** The first 140 characters of the message; empty when there is none. */
  preview: z.string(),
  createdAt: z.string(),
  status: messageStatusSchema,
  handledAt: z.string().nullable(),
  /** The e-mail of the staff member who marked it handled; null when new (or the account is gone). */
  handledBy: z.string().nullable(),
  repliesCount: z.int(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRowSchema>;

export const adminMessageListSchema = z.object({ items: z.array(adminMessageRowSchema), totalCount: z.int() });
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

export const messageReplySchema = z.object({
  id: z.int(),
  subject: z.string(),
  body: z.string(),
  /** The e-mail of the staff member who sent it; null when that account is gone. */
  sentBy: z.string().nullable(),
  sentAt: z.string(),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

/** `GET /api/admin/messages/{kind}/{id}`: every field the form took, and the replies, oldest first. */
export const adminMessageSchema = adminMessageRowSchema.omit({ preview: true, repliesCount: true }).extend({
  /** The whole message as typed; null when the form had none. */
  message: z.string().nullable(),
  /** Labelled fields of the form, in the form's order (Subject, School, Phone, Topic). */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  replies: z.array(messageReplySchema),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** `PATCH /api/admin/messages/{kind}/{id}`. */
export const patchMessageRequestSchema = z.strictObject({ status: messageStatusSchema });
export type PatchMessageRequest = z.infer<typeof patchMessageRequestSchema>;

/** `POST /api/admin/messages/{kind}/{id}/replies`: the subject defaults to "Re: " and the message's. */
export const replyRequestSchema = z.strictObject({
  subject: safeText({ error: 'The subject must be text.' })
    .trim()
    .max(200, { error: 'The subject must be at most 200 characters long.' })
    .refine(isSingleLine, { error: 'The subject must be on one line.', abort: true })
    .optional(),
  body: safeText({ error: REPLY_BODY_REQUIRED })
    .trim()
    .min(1, { error: REPLY_BODY_REQUIRED })
    .max(REPLY_MAX_LENGTH, { error: REPLY_TOO_LONG }),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** `GET /api/admin/newsletter-subscribers?q=&page=&pageSize=`, newest first. */
export const subscribersQuerySchema = strictQuery({
  q: searchString.optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type SubscribersQuery = z.infer<typeof subscribersQuerySchema>;

export const subscriberSchema = z.object({ id: z.int(), email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z.object({ items: z.array(subscriberSchema), totalCount: z.int() });
export type SubscriberList = z.infer<typeof subscriberListSchema>;
