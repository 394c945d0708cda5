import { readFileSync } from 'node:fs';
import type { Locale } from '@the-gate/contract/locales';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { transactionQuery } from '../../lib/paymob/hmac';
import type { IntentionItem } from '../../lib/paymob/protocol';
import { appendQuery } from './callbacks';
import {
  type CardForm,
  cardOutcome,
  checkCardForm,
  checkWalletForm,
  type Outcome,
  type WalletForm,
  walletOutcome,
} from './cards';
import { type CheckoutView, renderCheckoutPage } from './checkout-page';
import { MERCHANT_NAME, messagePage, pageHeaders } from './html';
import {
  findIntention,
  type IntentionRow,
  type IntentionStatus,
  latestPaymentOfOrder,
  recordPayment,
} from './repository';
import type { SandboxDeps } from './routes';
import { pageLocale, textsOf } from './texts';
import { paymobTimestamp, toPaymobTransaction } from './transactions';

const STYLESHEET = readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');

/** One value of a submitted form (or query), '' when absent. */
function formValue(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

function sendHtml(reply: FastifyReply, status: number, body: string, redirectionUrl: string | null = null) {
  return reply.code(status).headers(pageHeaders(redirectionUrl)).send(body);
}

/** The hosted checkout (paymob.md §2.3): GET the page, POST a card, a wallet or a cancel back to it. */
export const checkoutRoutes: FastifyPluginAsync<SandboxDeps> = async (app, { db, credentials, callbacks }) => {
  const base = `${app.prefix}/unifiedcheckout`;
  const paths = {
    stylesheet: `${base}/assets/checkout.css`,
    pay: `${base}/pay`,
    wallet: `${base}/wallet`,
    cancel: `${base}/cancel`,
  };

  const invalidLink = (reply: FastifyReply, locale: Locale) =>
    sendHtml(
      reply,
      404,
      messagePage({
        stylesheet: paths.stylesheet,
        title: textsOf(locale).linkNotValid,
        message: textsOf(locale).linkNotValidMessage,
        locale,
      }),
    );
  /**
   * The shop's return address for the payment of a paid intention, signed as after paying: the way
   * on from the "Payment completed" page, which a buyer reaches with the browser's Back from the
   * shop's result page (issue 23 §7). It leads to the result page, which asks the shop's server.
   */
  async function returnLink(intention: IntentionRow, locale: Locale) {
    if (!intention.redirectionUrl) return undefined;
    const payment = await latestPaymentOfOrder(db, intention.orderId);
    if (!payment) return undefined;
    const obj = toPaymobTransaction(payment, intention, credentials);
    const href = appendQuery(intention.redirectionUrl, transactionQuery(obj, credentials.hmacSecret));
    return { href, label: textsOf(locale).returnTo(MERCHANT_NAME) };
  }

  const alreadyPaid = async (reply: FastifyReply, status: number, intention: IntentionRow, locale: Locale) =>
    sendHtml(
      reply,
      status,
      messagePage({
        stylesheet: paths.stylesheet,
        title: textsOf(locale).paymentCompleted,
        message: textsOf(locale).alreadyCompleted,
        link: await returnLink(intention, locale),
        locale,
      }),
    );

  /** The intention a link or a form names, if the public key is ours too. */
  async function intentionOf(source: unknown): Promise<IntentionRow | undefined> {
    const clientSecret = formValue(source, 'clientSecret');
    if (formValue(source, 'publicKey') !== credentials.publicKey || clientSecret === '') return undefined;
    return findIntention(db, { clientSecret });
  }

  function methodsOf(intention: IntentionRow) {
    const ids = intention.paymentMethods as number[];
    return { card: ids.includes(credentials.cardIntegrationId), wallet: ids.includes(credentials.walletIntegrationId) };
  }

  function view(
    intention: IntentionRow,
    locale: Locale,
    refused: Pick<CheckoutView, 'card' | 'wallet'> = {},
  ): CheckoutView {
    return {
      locale,
      paths,
      publicKey: credentials.publicKey,
      clientSecret: intention.clientSecret,
      amountCents: intention.amountCents,
      currency: intention.currency,
      items: intention.items as IntentionItem[],
      methods: methodsOf(intention),
      ...refused,
    };
  }

  /**
   * Records the attempt, sends the callback (waiting for its first try, as Paymob's order is callback
   * first), then sends the buyer back to the shop with the signed query (paymob.md §4.2).
   */
  async function settle(
    reply: FastifyReply,
    intention: IntentionRow,
    outcome: Outcome,
    integrationId: number,
    status: IntentionStatus,
    locale: Locale,
  ) {
    const result = await recordPayment(
      db,
      intention.id,
      {
        success: outcome.approved,
        integrationId,
        sourceType: outcome.source.type,
        sourceSubType: outcome.source.subType,
        pan: outcome.source.pan,
        message: outcome.message,
        txnResponseCode: outcome.txnResponseCode,
        createdAtText: paymobTimestamp(),
      },
      status,
    );
    if (result === 'already-paid') return alreadyPaid(reply, 409, intention, locale);
    const obj = toPaymobTransaction(result.transaction, result.intention, credentials);
    const { notificationUrl, redirectionUrl } = result.intention;
    if (notificationUrl) await callbacks.send(notificationUrl, obj);
    if (!redirectionUrl) {
      const t = textsOf(locale);
      const title = outcome.approved ? t.paymentApproved : t.paymentNotCompleted;
      const message = t.say(outcome.message);
      return sendHtml(reply, 200, messagePage({ stylesheet: paths.stylesheet, title, message, locale }));
    }
    return reply
      .header('cache-control', 'no-store')
      .redirect(appendQuery(redirectionUrl, transactionQuery(obj, credentials.hmacSecret)), 302);
  }

  app.get('/unifiedcheckout/assets/checkout.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );

  const showPage = async (request: { query: unknown }, reply: FastifyReply) => {
    const locale = pageLocale(request.query);
    const intention = await intentionOf(request.query);
    if (!intention) return invalidLink(reply, locale);
    if (intention.status === 'paid') return alreadyPaid(reply, 200, intention, locale);
    return sendHtml(reply, 200, renderCheckoutPage(view(intention, locale)), intention.redirectionUrl);
  };
  // Paymob's URL ends in a slash (paymob.md §2.3); without it is accepted too.
  app.get('/unifiedcheckout/', showPage);
  app.get('/unifiedcheckout', showPage);

  app.post('/unifiedcheckout/pay', async (request, reply) => {
    const locale = pageLocale(request.body);
    const intention = await intentionOf(request.body);
    if (!intention) return invalidLink(reply, locale);
    if (intention.status === 'paid') return alreadyPaid(reply, 409, intention, locale);
    if (!methodsOf(intention).card) return invalidLink(reply, locale);
    const field = (name: string) => formValue(request.body, name);
    const form: CardForm = {
      number: field('cardNumber'),
      expiry: field('expiry'),
      cvv: field('cvv'),
      name: field('cardName'),
    };
    const errors = checkCardForm(form);
    if (Object.keys(errors).length > 0) {
      const values = { number: form.number, expiry: form.expiry, name: form.name };
      return sendHtml(
        reply,
        400,
        renderCheckoutPage(view(intention, locale, { card: { values, errors } })),
        intention.redirectionUrl,
      );
    }
    const outcome = cardOutcome(form);
    return settle(
      reply,
      intention,
      outcome,
      credentials.cardIntegrationId,
      outcome.approved ? 'paid' : 'declined',
      locale,
    );
  });

  app.post('/unifiedcheckout/wallet', async (request, reply) => {
    const locale = pageLocale(request.body);
    const intention = await intentionOf(request.body);
    if (!intention) return invalidLink(reply, locale);
    if (intention.status === 'paid') return alreadyPaid(reply, 409, intention, locale);
    if (!methodsOf(intention).wallet) return invalidLink(reply, locale);
    const field = (name: string) => formValue(request.body, name);
    const form: WalletForm = { number: field('walletNumber'), mpin: field('mpin'), otp: field('otp') };
    const { errors, formError } = checkWalletForm(form);
    if (Object.keys(errors).length > 0 || formError) {
      const wallet = { values: { number: form.number }, errors, formError };
      return sendHtml(reply, 400, renderCheckoutPage(view(intention, locale, { wallet })), intention.redirectionUrl);
    }
    const outcome = walletOutcome(form);
    return settle(
      reply,
      intention,
      outcome,
      credentials.walletIntegrationId,
      outcome.approved ? 'paid' : 'declined',
      locale,
    );
  });

  /**
   * The buyer gives up. Real Paymob may send no callback at all for an abandoned page (paymob.md §4,
   * §9); the sandbox records a declined transaction and reports it, so the shop's failure path runs.
   */
  app.post('/unifiedcheckout/cancel', async (request, reply) => {
    const locale = pageLocale(request.body);
    const intention = await intentionOf(request.body);
    if (!intention) return invalidLink(reply, locale);
    if (intention.status === 'paid') return alreadyPaid(reply, 409, intention, locale);
    const wallet = !methodsOf(intention).card;
    const outcome: Outcome = {
      approved: false,
      message: 'Payment cancelled',
      txnResponseCode: 'CANCELLED',
      source: { type: wallet ? 'wallet' : 'card', subType: '', pan: '' },
    };
    const integrationId = wallet ? credentials.walletIntegrationId : credentials.cardIntegrationId;
    return settle(reply, intention, outcome, integrationId, 'cancelled', locale);
  });
};
