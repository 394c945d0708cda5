import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@the-gate/contract/locales';
import { CURRENCY, PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import type {
  CustomerDetails,
  InitiatePaymentResponse,
  PaymentCartItem,
  PaymentLine,
  PaymentStatusResponse,
  QuoteLine,
  QuoteResponse,
} from '@the-gate/contract/payments';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService } from '../auth/service';
import { egpCents, recordPaymentEvent } from './events';
import type { GrantDeps } from './grants';
import { grantPayment } from './grants';
import { checkNewGrants, type OwnershipDeps } from './ownership';
import { type PaymobClient, PaymobUnavailableError } from './paymob/client';
import { intentionFor } from './paymob/intention';
import {
  discountCents,
  fromCents,
  type PriceBook,
  type PromoRow,
  priceLines,
  promoProblem,
  subtotalCents,
} from './pricing';
import { createReceiptOutbox } from './receipt-outbox';
import { createRefundOutbox } from './refund-outbox';
import * as repo from './repository';
import { resultPageUrl, returnUrl } from './result-page';
import { PAYMOB } from './settle';

// A customer's payments for the back office's customer pages (issue 25 §3).
export * as customerPayments from './customer-payments';

export type PaymentsDeps = {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  publicUrl: string;
  paymob: PaymobClient;
  prices: PriceBook;
  grants: GrantDeps;
  /** Whom a receipt is mailed to: the buyer's account (issue 22 §3). */
  accounts: Pick<AuthService, 'mailContact'>;
  /** What the buyer already has, so nothing is sold twice (issue 22 §7). */
  ownership: OwnershipDeps;
};

type Buyer = { id: string };
type Priced = { lines: QuoteLine[]; subtotal: number; discount: number; amount: number; promo: PromoRow | null };

/** `PAY-20261122-7K3QX9MZ2B4T`: the date, then 60 random bits; URL-safe and unguessable (contract §2.11). */
function newReference(now = new Date()): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const random = [...randomBytes(12)].map((byte) => alphabet[byte % 32]).join('');
  return `PAY-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`;
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, logger, publicUrl, paymob, prices, grants, ownership } = deps;
  const receipts = createReceiptOutbox(deps);
  const refundMails = createRefundOutbox(deps);

  /**
   * The server's price for priced lines, with a promo code checked against its window and limit.
   * `executor` is the initiation's transaction, which holds the code's row locked; the lines are
   * priced before it begins (an embedded database runs one transaction at a time, on one connection).
   */
  async function applyPromo(
    buyer: Buyer,
    lines: QuoteLine[],
    promoCode: string | undefined,
    executor = db,
  ): Promise<Priced> {
    const subtotal = subtotalCents(lines);
    let promo: PromoRow | null = null;
    let discount = 0;
    if (promoCode) {
      const row = await repo.selectPromoByCode(executor, promoCode);
      const uses = row ? await repo.countPromoUses(executor, row.id, buyer.id) : { total: 0, byBuyer: 0 };
      const problem = promoProblem(row, uses, subtotal, new Date());
      if (problem) throw badRequest(problem);
      promo = row!;
      discount = discountCents(promo, subtotal);
    }
    return { lines, subtotal, discount, amount: subtotal - discount, promo };
  }

  /** The cart priced for this buyer, each line granting something new (issue 22 §7). */
  async function linesFor(buyer: Buyer, cartItems: PaymentCartItem[]): Promise<QuoteLine[]> {
    return checkNewGrants(buyer.id, await priceLines(cartItems, prices), ownership);
  }

  /** A zero total completes at once, without the provider (contract §3.3 step 7, AMB-55). */
  async function completeFree(paymentId: number) {
    await db.transaction(async (executor) => {
      const payment = await repo.lockPayment(executor, paymentId);
      if (payment?.status !== 'Pending') return;
      await repo.updatePayment(executor, paymentId, {
        status: 'Completed',
        completedAt: new Date(),
        paymentMethod: 'Free',
      });
      await grantPayment(executor, grants, payment);
      const summary = 'Payment completed (free order, no payment needed)';
      await recordPaymentEvent(executor, { paymentId, kind: 'completed', summary });
    });
    receipts.trigger();
  }

  return {
    receipts,
    /** The refund e-mails owed (issue 25 §2), sent once each. */
    refundMails,

    async quote(buyer: Buyer, cartItems: PaymentCartItem[], promoCode?: string): Promise<QuoteResponse> {
      const priced = await applyPromo(buyer, await linesFor(buyer, cartItems), promoCode);
      return {
        success: true,
        lines: priced.lines,
        subtotal: fromCents(priced.subtotal),
        discount: fromCents(priced.discount),
        amount: fromCents(priced.amount),
        currency: CURRENCY,
        promoCode: priced.promo?.code ?? null,
      };
    },

    /**
     * POST /api/payments/initiate (contract §3.3): prices the cart, records a Pending payment with
     * its item snapshots, then opens a Paymob intention. If Paymob fails, the payment is removed
     * again: nothing half-made stays behind, and a promo code's use is given back. `locale` is the
     * language the buyer checks out in: the card page and the result page speak it (issue 26 §2);
     * the amount never depends on it.
     */
    async initiate(
      buyer: Buyer,
      request: { cartItems: PaymentCartItem[]; customerDetails: CustomerDetails; promoCode?: string },
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<InitiatePaymentResponse> {
      const paymentReference = newReference();
      const { customerDetails: customer } = request;
      const lines = await linesFor(buyer, request.cartItems);
      const { payment, priced } = await db.transaction(async (executor) => {
        // The code's row is locked while its uses are counted, so its limits (in all and per customer)
        // hold under a rush.
        if (request.promoCode) {
          const row = await repo.selectPromoByCode(executor, request.promoCode);
          if (row) await repo.lockPromo(executor, row.id);
        }
        const priced = await applyPromo(buyer, lines, request.promoCode, executor);
        const payment = await repo.insertPayment(
          executor,
          {
            paymentReference,
            userId: buyer.id,
            status: 'Pending',
            amount: fromCents(priced.amount),
            subtotal: fromCents(priced.subtotal),
            discount: fromCents(priced.discount),
            promoCodeId: priced.promo?.id ?? null,
            promoCode: priced.promo?.code ?? null,
            currency: CURRENCY,
            customerName: customer.name,
            customerEmail: customer.email,
            customerPhone: customer.phone,
            street1: customer.street1,
            city: customer.city,
            country: customer.country,
            provider: priced.amount === 0 ? null : PAYMOB,
          },
          priced.lines.map((line) => ({
            itemType: line.itemType,
            itemId: line.itemId,
            titleSnapshot: line.title,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            lineTotal: line.lineTotal,
            licenceId: line.licenceId ?? null,
          })),
        );
        const lineCount = `${priced.lines.length} line${priced.lines.length === 1 ? '' : 's'}`;
        const promo = priced.promo ? `, promo code ${priced.promo.code}` : '';
        await recordPaymentEvent(executor, {
          paymentId: payment.id,
          kind: 'initiated',
          summary: `Checkout started: ${egpCents(priced.amount)} for ${lineCount}${promo}`,
        });
        return { payment, priced };
      });
      const answer = { success: true as const, paymentReference, amount: fromCents(priced.amount), currency: CURRENCY };

      if (priced.amount === 0) {
        await completeFree(payment.id);
        return {
          ...answer,
          message: PAYMENT_MESSAGES.completedFree,
          paymentUrl: resultPageUrl(publicUrl, paymentReference, locale),
        };
      }

      const intention = intentionFor(payment, priced, {
        integrationIds: paymob.settings.integrationIds,
        notificationUrl: `${publicUrl}/api/payments/paymob/callback`,
        redirectionUrl: returnUrl(publicUrl, locale),
      });
      try {
        const created = await paymob.createIntention(intention);
        await repo.updatePayment(db, payment.id, {
          providerOrderId: String(created.intention_order_id),
          providerIntentionId: created.id,
        });
        logger.info({ paymentReference, providerOrderId: created.intention_order_id }, 'payment initiated');
        return {
          ...answer,
          message: PAYMENT_MESSAGES.initiated,
          paymentUrl: paymob.checkoutUrl(created.client_secret, locale),
        };
      } catch (error) {
        await repo.deletePayment(db, payment.id);
        if (!(error instanceof PaymobUnavailableError)) throw error;
        logger.error(
          { err: error, status: error.status, detail: error.detail, paymentReference },
          'Paymob is unavailable',
        );
        throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      }
    },

    /** The payment of `reference`, to its owner only: anyone else is told it does not exist (contract §3.4). */
    async ownPayment(buyer: Buyer, reference: string) {
      const payment = await repo.selectPaymentByReference(db, reference);
      if (!payment || payment.userId !== buyer.id) throw notFound(PAYMENT_MESSAGES.notFound);
      return payment;
    },

    async present(payment: repo.PaymentRow): Promise<PaymentStatusResponse> {
      const items = await repo.selectPaymentItems(db, [payment.id]);
      return {
        paymentReference: payment.paymentReference,
        status: payment.status as PaymentStatusResponse['status'],
        amount: payment.amount,
        currency: CURRENCY,
        success: payment.status === 'Completed',
        completedAt: payment.completedAt?.toISOString() ?? null,
        paymentMethod: payment.paymentMethod,
        failureReason: payment.failureReason,
        createdAt: payment.createdAt.toISOString(),
        subtotal: payment.subtotal,
        discount: payment.discount,
        promoCode: payment.promoCode,
        items: items.map((item) => ({
          itemType: item.itemType as PaymentLine['itemType'],
          itemId: item.itemId,
          title: item.titleSnapshot,
          unitPrice: item.unitPrice,
          quantity: item.quantity,
          lineTotal: item.lineTotal,
        })),
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
