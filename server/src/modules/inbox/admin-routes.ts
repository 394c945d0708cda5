import {
  adminMessageListSchema,
  adminMessageSchema,
  adminMessagesQuerySchema,
  messageParamsSchema,
  patchMessageRequestSchema,
  replyRequestSchema,
  subscriberListSchema,
  subscribersQuerySchema,
} from '@the-gate/contract/admin-inbox';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail/mailer';
import { signedInUser } from '../auth/service';
import { changeMessageStatus, getMessage, type InboxActor, listMessages } from './admin-messages';
import { replyToMessage } from './admin-replies';
import { listSubscribers, subscribersCsv, unsubscribe } from './newsletter-admin';

const tags = ['admin'];
const failures = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The guard let a member of staff through; the inbox keeps their id, the audit log their e-mail. */
const actorOf = (req: FastifyRequest): InboxActor => {
  const user = signedInUser(req);
  return { id: user.id, email: user.email };
};

type InboxAdminDeps = { db: Database; mailer: Mailer; logger: Logger; contactTo: string };

/**
 * The forms inbox and the newsletter's subscribers in the back office (issue 25 §6): messages
 * under inbox.manage, subscribers under newsletter.manage; every change audited.
 */
export const inboxAdminRoutes: FastifyPluginAsyncZod<InboxAdminDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/admin/messages',
    {
      onRequest: app.requirePermission('inbox.manage'),
      schema: {
        tags,
        summary: 'One page of the contact, consultation and Notify Me messages, newest first',
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessageListSchema, ...failures },
      },
    },
    async (req) => listMessages(db, req.query),
  );

  app.get(
    '/api/admin/messages/:kind/:id',
    {
      onRequest: app.requirePermission('inbox.manage'),
      schema: {
        tags,
        summary: 'One message with every field of its form and its replies',
        params: messageParamsSchema,
        response: { 200: adminMessageSchema, ...failures },
      },
    },
    async (req) => getMessage(db, req.params.kind, req.params.id),
  );

  app.patch(
    '/api/admin/messages/:kind/:id',
    {
      onRequest: app.requirePermission('inbox.manage'),
      schema: {
        tags,
        summary: 'Mark a message New or Handled (by whom and when)',
        params: messageParamsSchema,
        body: patchMessageRequestSchema,
        response: { 200: adminMessageSchema, ...failures },
      },
    },
    async (req) => changeMessageStatus(db, actorOf(req), req.params.kind, req.params.id, req.body.status),
  );

  app.post(
    '/api/admin/messages/:kind/:id/replies',
    {
      onRequest: app.requirePermission('inbox.manage'),
      schema: {
        tags,
        summary: 'Answer the sender by e-mail from MAIL_FROM and mark the message Handled; 502 if the mail fails',
        params: messageParamsSchema,
        body: replyRequestSchema,
        response: { 201: adminMessageSchema, ...failures, 502: errorBodySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await replyToMessage(deps, actorOf(req), req.params.kind, req.params.id, req.body)),
  );

  app.get(
    '/api/admin/newsletter-subscribers',
    {
      onRequest: app.requirePermission('newsletter.manage'),
      schema: {
        tags,
        summary: 'One page of the newsletter subscribers, newest first',
        querystring: subscribersQuerySchema,
        response: { 200: subscriberListSchema, ...failures },
      },
    },
    async (req) => listSubscribers(db, req.query),
  );

  app.get(
    '/api/admin/newsletter-subscribers/export',
    {
      onRequest: app.requirePermission('newsletter.manage'),
      schema: {
        tags,
        summary: 'Every newsletter subscriber as CSV (UTF-8 with BOM, CRLF rows), oldest first',
        produces: ['text/csv'],
      },
    },
    async (_req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .send(await subscribersCsv(db));
    },
  );

  app.delete(
    '/api/admin/newsletter-subscribers/:id',
    {
      onRequest: app.requirePermission('newsletter.manage'),
      schema: {
        tags,
        summary: 'Unsubscribe an address (audited with the address)',
        params: idParams('subscriber id'),
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await unsubscribe(db, actorOf(req).email, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
