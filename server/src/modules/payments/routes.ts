import { safeText } from '@the-gate/contract/common';
import { localeFromAcceptLanguage } from '@the-gate/contract/locales';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import {
  initiatePaymentRequestSchema,
  initiatePaymentResponseSchema,
  paymentFailureSchema,
  paymentModeSchema,
  paymentReferenceParams,
  paymentStatusSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@the-gate/contract/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inCallersLanguage } from '../../lib/caller-language';
import { HttpError } from '../../lib/http-errors';
import { perAccountLimit } from '../../lib/rate-limits';
import { signedInUser } from '../auth/service';
import type { ProviderSync } from './provider-sync';
import type { PaymentsService } from './service';

type Options = {
  payments: PaymentsService;
  sync: ProviderSync;
  /** Payments go to the built-in sandbox: checkout says so (issue 22 §4). */
  testMode: boolean;
};

const tags = ['payments'];
/** Payments one account may start in an hour, from any address and any process. */
export const PAYMENT_INITIATIONS_PER_HOUR = 20;
const failures = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, paymentFailureSchema])) as Record<
    S,
    typeof paymentFailureSchema
  >;

/** Paymob's callback body: only its shape is checked here; the HMAC decides whether it is believed. */
const callbackBody = z.looseObject({ type: safeText().max(40), obj: z.looseObject({}) });
const callbackQuery = z.looseObject({ hmac: safeText().max(200).optional() });

/** Checkout's own wording for a missing sign-in (A§8, PAY-17). */
async function requireBuyer(this: { viewerOf: (r: FastifyRequest) => Promise<unknown> }, request: FastifyRequest) {
  const user = await this.viewerOf(request);
  if (!user) throw new HttpError(401, PAYMENT_MESSAGES.authenticationRequired);
  request.user = user as FastifyRequest['user'];
}

/** Checkout and payments, contract §3.3, §3.4 and §3.18. Every failure answers `{success: false, message}`. */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { payments, sync, testMode }) => {
  app.get(
    '/api/payments/mode',
    {
      schema: {
        tags,
        summary: 'Whether payments go to the built-in test sandbox, where no real payment is taken',
        response: { 200: paymentModeSchema },
      },
    },
    (_req, reply) => {
      // The same for everyone, and it changes only with a restart.
      reply.header('cache-control', 'public, max-age=300');
      return { testMode };
    },
  );

  app.post(
    '/api/payments/quote',
    {
      preHandler: requireBuyer,
      schema: {
        tags,
        summary: "What a cart costs at the server's prices, with a promo code, before paying",
        body: quoteRequestSchema,
        response: { 200: quoteResponseSchema, ...failures(400, 401) },
      },
    },
    (req) => payments.quote(signedInUser(req), req.body.cartItems, req.body.promoCode),
  );

  app.post(
    '/api/payments/initiate',
    {
      preHandler: requireBuyer,
      // Each attempt opens a payment with the provider: plenty for a buyer whose card is declined
      // a few times, too few for a script (issue 13 §4).
      config: perAccountLimit(PAYMENT_INITIATIONS_PER_HOUR, PAYMENT_MESSAGES.tooManyAttempts),
      schema: {
        tags,
        summary: 'Price the cart, record the payment and open the hosted card page',
        body: initiatePaymentRequestSchema,
        response: { 200: initiatePaymentResponseSchema, ...failures(400, 401, 429, 502) },
      },
    },
    // The language the buyer checks out in (the app sends its own with every call): the card page and
    // the result page after it speak it, and the answer's message too (issue 26 §2).
    async (req, reply) => {
      const answer = await payments.initiate(
        signedInUser(req),
        req.body,
        localeFromAcceptLanguage(req.headers['accept-language']),
      );
      return { ...answer, message: inCallersLanguage(req, reply, answer.message) };
    },
  );

  app.get(
    '/api/payments/:reference/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A payment's status, to its owner only",
        params: paymentReferenceParams,
        response: { 200: paymentStatusSchema, ...failures(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const payment = await sync.refresh(await payments.ownPayment(signedInUser(req), req.params.reference));
      reply.header('cache-control', 'private, no-store');
      const status = await payments.present(payment);
      // Why it failed, in the caller's language when it is one of ours (issue 26 §2); Paymob's own words stay.
      const failureReason = status.failureReason && inCallersLanguage(req, reply, status.failureReason);
      return { ...status, failureReason };
    },
  );

  app.post(
    '/api/payments/paymob/callback',
    {
      schema: {
        tags,
        summary: "Paymob's transaction callback (HMAC in ?hmac=)",
        querystring: callbackQuery,
        body: callbackBody,
        response: { 200: z.object({ received: z.literal(true) }), ...failures(400, 401, 404) },
      },
    },
    async (req) => {
      await sync.handleCallback(req.query.hmac, req.body);
      return { received: true as const };
    },
  );

  app.get(
    '/api/payments/paymob/return',
    {
      schema: {
        tags,
        summary: "The buyer's browser coming back from Paymob; redirects to the result page",
        querystring: z.record(z.string(), z.unknown()),
        response: { 400: paymentFailureSchema, 404: paymentFailureSchema },
      },
    },
    async (req, reply) => {
      // The raw query: Paymob's keys are flat and dotted (`source_data.pan`), and are signed as sent.
      const rawQuery = req.raw.url?.split('?')[1] ?? '';
      return reply.header('cache-control', 'no-store').redirect(await sync.handleReturn(rawQuery), 302);
    },
  );
};
