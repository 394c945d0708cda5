import type { Database } from '../../db/client';
import { consultationRequests, contactMessages, newsletterSubscriptions, notifyRequests } from './schema';

export async function insertContactMessage(db: Database, row: typeof contactMessages.$inferInsert) {
  await db.insert(contactMessages).values(row);
}

export async function insertConsultationRequest(db: Database, row: typeof consultationRequests.$inferInsert) {
  await db.insert(consultationRequests).values(row);
}

/**
 * True when the address was new. An address already there, in any case, is left as it is: the
 * unique index on lower(email) decides, so two requests at once still store it once.
 */
export async function insertNewsletterSubscription(db: Database, row: typeof newsletterSubscriptions.$inferInsert) {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}

/** True when this address had not asked about this topic yet (any case). */
export async function insertNotifyRequest(db: Database, row: typeof notifyRequests.$inferInsert) {
  const inserted = await db
    .insert(notifyRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: notifyRequests.id });
  return inserted.length > 0;
}
