import { errorBodySchema } from '@the-gate/contract/common';
import {
  CONSULTATION_REQUEST_SENT,
  CONTACT_MESSAGE_SENT,
  consultationRequestSchema,
  contactMessageRequestSchema,
  FORM_RATE_LIMITED,
  formMessageResponseSchema,
  formSuccessResponseSchema,
  newsletterSubscriptionRequestSchema,
  notifyRequestSchema,
} from '@the-gate/contract/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inCallersLanguage } from '../../lib/caller-language';
import { perAddressLimit } from '../../lib/rate-limits';
import type { InboxService } from './service';

const tags = ['forms'];
const errors = { 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };

/** Per address: enough for a school sharing one address, too few for a script filling the owner's mailbox. */
const formLimit = (max: number) => perAddressLimit(max, FORM_RATE_LIMITED);

/** The longest form (a 5,000-character message) fits many times over; anything bigger is refused (413). */
const bodyLimit = 64 * 1024;

/** The forms the spec only simulates, stored and mailed to the owner (issue 11 §3; contract §6). */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.post(
    '/api/contact-messages',
    {
      bodyLimit,
      config: formLimit(5),
      schema: {
        tags,
        summary: 'Send the contact form: stored and mailed to the owner',
        body: contactMessageRequestSchema,
        response: { 201: formMessageResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await inbox.sendContactMessage(req.body, { ip: req.ip });
      return reply.code(201).send({ success: true, message: inCallersLanguage(req, reply, CONTACT_MESSAGE_SENT) });
    },
  );

  app.post(
    '/api/newsletter-subscriptions',
    {
      bodyLimit,
      config: formLimit(10),
      schema: {
        tags,
        summary: 'Subscribe an address to the newsletter; the same answer if it already is',
        body: newsletterSubscriptionRequestSchema,
        response: { 201: formSuccessResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await inbox.subscribeToNewsletter(req.body, { ip: req.ip });
      return reply.code(201).send({ success: true });
    },
  );

  app.post(
    '/api/notify-requests',
    {
      bodyLimit,
      config: formLimit(10),
      schema: {
        tags,
        summary: 'Ask to be told when a coming-soon feature (payments) opens; the same answer if already asked',
        body: notifyRequestSchema,
        response: { 201: formSuccessResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await inbox.requestNotification(req.body, { ip: req.ip });
      return reply.code(201).send({ success: true });
    },
  );

  app.post(
    '/api/consultation-requests',
    {
      bodyLimit,
      config: formLimit(5),
      schema: {
        tags,
        summary: "Request a consultation for a school (For Schools' button): stored and mailed to the owner",
        body: consultationRequestSchema,
        response: { 201: formMessageResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await inbox.requestConsultation(req.body, { ip: req.ip });
      return reply.code(201).send({ success: true, message: inCallersLanguage(req, reply, CONSULTATION_REQUEST_SENT) });
    },
  );
};
