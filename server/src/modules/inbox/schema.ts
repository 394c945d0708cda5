import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * What the simulated forms send (issue 11 §3): stored so no message is lost even when the mail
 * to CONTACT_TO is, with the sender's network address (`ip`) for handling abuse.
 */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
});

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
  },
  (t) => [uniqueIndex('notify_requests_email_lower_topic_unique').on(sql`lower(${t.email})`, t.topic)],
);

export const consultationRequests = pgTable('consultation_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  schoolName: text('school_name').notNull(),
  phone: text('phone'),
  message: text('message'),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
});
