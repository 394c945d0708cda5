import type {
  consultationRequestSchema,
  contactMessageRequestSchema,
  newsletterSubscriptionRequestSchema,
  notifyRequestSchema,
} from '@the-gate/contract/inbox';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type Mailer, type MailMessage, sendInBackground } from '../../lib/mail/mailer';
import {
  consultationRequestEmail,
  contactMessageEmail,
  newsletterSubscriptionEmail,
  notifyRequestEmail,
} from './emails';
import * as repo from './repository';

type InboxDeps = { db: Database; mailer: Mailer; logger: Logger; contactTo: string };

/** Every form carries the sender's network address, kept for handling abuse. */
type From = { ip: string };

/**
 * The simulated forms, for real (issue 11 §3): each submission is stored first, then mailed to
 * CONTACT_TO after the response, so a slow mail server never holds the form up and a lost mail
 * never loses the message.
 */
export function createInboxService({ db, mailer, logger, contactTo }: InboxDeps) {
  const notifyOwner = (message: MailMessage) => sendInBackground(mailer, message, logger);

  return {
    async sendContactMessage(form: z.output<typeof contactMessageRequestSchema>, { ip }: From) {
      await repo.insertContactMessage(db, { ...form, ip });
      notifyOwner(contactMessageEmail(contactTo, form));
    },

    /** Stored once whatever its case; the owner hears only of a new address. */
    async subscribeToNewsletter({ email }: z.output<typeof newsletterSubscriptionRequestSchema>, { ip }: From) {
      if (await repo.insertNewsletterSubscription(db, { email, ip })) {
        notifyOwner(newsletterSubscriptionEmail(contactTo, email));
      }
    },

    async requestNotification(form: z.output<typeof notifyRequestSchema>, { ip }: From) {
      if (await repo.insertNotifyRequest(db, { ...form, ip })) notifyOwner(notifyRequestEmail(contactTo, form));
    },

    async requestConsultation(form: z.output<typeof consultationRequestSchema>, { ip }: From) {
      await repo.insertConsultationRequest(db, { ...form, ip });
      notifyOwner(consultationRequestEmail(contactTo, form));
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
