import {
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  adminPaymentsExportQuerySchema,
  adminPaymentsQuerySchema,
  paymentReferenceParamsSchema,
  refundAnswerSchema,
  refundRequestSchema,
  resentReceiptSchema,
} from '@the-gate/contract/admin-payments';
import { errorBodySchema } from '@the-gate/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService } from '../auth/service';
import { signedInUser } from '../auth/service';
import { paymentDetail } from './admin-detail';
import { cairoDate, listPayments } from './admin-list';
import { resendReceipt } from './admin-receipt';
import { PAYMENT_NOT_FOUND, requestRefund, type Staff } from './admin-refunds';
import { paymentsCsv } from './payments-csv';
import type { PaymobClient } from './paymob/client';
import type { ProviderSync } from './provider-sync';
import * as repo from './repository';

export type AdminPaymentsOptions = {
  db: Database;
  logger: Logger;
  paymob: PaymobClient;
  sync: Pick<ProviderSync, 'reconcile'>;
  mailer: Mailer;
  publicUrl: string;
  accounts: Pick<AuthService, 'mailContact'>;
};

const tags = ['admin'];
const failures = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const staffOf = (req: FastifyRequest): Staff => {
  const user = signedInUser(req);
  return { userId: user.id, email: user.email };
};

/**
 * The back office's payments (issue 25 §1, §2; /work/briefs/i25-payments-api.md): the list and its CSV
 * for the accountant, one payment with its timeline, the receipt sent again (payments.read), and
 * refunds through Paymob (payments.refund, managers and owners).
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<AdminPaymentsOptions> = async (app, options) => {
  const { db } = options;

  // The re-sent receipt takes no body, and the web app's API client sends `Content-Type: application/json`
  // on every call (plugins/bodyless-delete.ts): here, in this plugin only, an empty JSON body is none.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '' && req.method === 'POST' && req.url.split('?')[0]!.endsWith('/receipt')) {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });

  app.get(
    '/api/admin/payments',
    {
      onRequest: app.requirePermission('payments.read'),
      schema: {
        tags,
        summary: 'One page of the payments, filtered by status, text and Cairo days, newest first',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentListSchema, ...failures },
      },
    },
    async (req) => listPayments(db, req.query),
  );

  app.get(
    '/api/admin/payments/export',
    {
      onRequest: app.requirePermission('payments.read'),
      schema: {
        tags,
        summary: 'Every payment the filter matches as CSV (UTF-8 with BOM, CRLF rows), amounts in EGP',
        querystring: adminPaymentsExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const csv = await paymentsCsv(db, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${cairoDate(new Date())}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/payments/:reference',
    {
      onRequest: app.requirePermission('payments.read'),
      schema: {
        tags,
        summary: 'One payment: lines, amounts, customer, refunds and the timeline of what happened',
        params: paymentReferenceParamsSchema,
        response: { 200: adminPaymentDetailSchema, ...failures },
      },
    },
    async (req, reply) => {
      const payment = await repo.selectPaymentByReference(db, req.params.reference);
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      reply.header('cache-control', 'private, no-store');
      return paymentDetail(db, payment);
    },
  );

  app.post(
    '/api/admin/payments/:reference/receipt',
    {
      onRequest: app.requirePermission('payments.read'),
      schema: {
        tags,
        summary: "Send a completed payment's receipt to the buyer again",
        params: paymentReferenceParamsSchema,
        response: { 202: resentReceiptSchema, ...failures },
      },
    },
    async (req, reply) => reply.code(202).send(await resendReceipt(options, staffOf(req), req.params.reference)),
  );

  app.post(
    '/api/admin/payments/:reference/refunds',
    {
      onRequest: app.requirePermission('payments.refund'),
      schema: {
        tags,
        summary: 'Refund (or, the same day and for all of it, void) a payment through Paymob',
        params: paymentReferenceParamsSchema,
        body: refundRequestSchema,
        response: { 201: refundAnswerSchema, ...failures, 502: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await requestRefund(options, staffOf(req), req.params.reference, req.body)),
  );
};
