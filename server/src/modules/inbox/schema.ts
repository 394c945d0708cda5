import type { MessageKind, MessageStatus } from '@the-gate/contract/admin-inbox';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/schema';

/**
 * New or Handled, who handled it and when (issue 25 §6), on each of the three message tables. The
 * staff account may be deleted; the message stays, with its handler unknown.
 */
const handling = () => ({
  status: text('status').$type<MessageStatus>().notNull().default('new'),
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * What the simulated forms send (issue 11 §3): stored so no message is lost even when the mail
 * to CONTACT_TO is, with the sender's network address (`ip`) for handling abuse.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    ...handling(),
  },
  (t) => [check('contact_messages_status_known', sql`${t.status} IN ('new', 'handled')`)],
);

/** One row per address whatever its case; the address keeps the case it was first typed in. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** Who asked to hear when a coming-soon feature opens; once per address and topic. */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    topic: text('topic').notNull().default('payments'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    ...handling(),
  },
  (t) => [
    uniqueIndex('notify_requests_email_lower_topic_unique').on(sql`lower(${t.email})`, t.topic),
    check('notify_requests_status_known', sql`${t.status} IN ('new', 'handled')`),
  ],
);

export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    schoolName: text('school_name').notNull(),
    phone: text('phone'),
    message: text('message'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    ...handling(),
  },
  (t) => [check('consultation_requests_status_known', sql`${t.status} IN ('new', 'handled')`)],
);

/**
 * The back office's e-mail answers to the three kinds of message (issue 25 §6): one table for all,
 * keyed by kind and id, rather than one per kind — a reply is the same thing whatever it answers,
 * and the inbox counts them per message. A message is never deleted, so no foreign key is lost.
 */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageKind: text('message_kind').$type<MessageKind>().notNull(),
    messageId: integer('message_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [
    index('message_replies_message').on(t.messageKind, t.messageId),
    check('message_replies_kind_known', sql`${t.messageKind} IN ('contact', 'consultation', 'notify')`),
  ],
);
