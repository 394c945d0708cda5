import type { MyOrder, MyOrdersResponse } from '@the-gate/contract/my-orders';
import { hasReceipt, MY_ORDERS_PAGE_SIZE, RECEIPT_NOT_READY } from '@the-gate/contract/my-orders-rules';
import type { OrderStatus } from '@the-gate/contract/order-status';
import type { PaymentItemType } from '@the-gate/contract/payment-rules';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { statusOfPayment } from './admin-list';
import { toCents } from './pricing';
import { refundedCentsOfPayment } from './refund-confirmation';
import * as repo from './repository';
import { payments } from './schema';

type Buyer = { id: string };

/**
 * A payment's status as its buyer reads it (issue 25 §7), as the back office reads it: a payment whose
 * full refund or void Paymob confirmed reads "Refunded", the whole amount refunded.
 */
export function statusOf(row: repo.PaymentRow): { status: OrderStatus; refundedCents: number } {
  return { status: statusOfPayment(row), refundedCents: refundedCentsOfPayment(row) };
}

function present(row: repo.PaymentRow, items: repo.PaymentItemRow[]): MyOrder {
  const { status, refundedCents } = statusOf(row);
  return {
    reference: row.paymentReference,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    status,
    subtotalCents: toCents(row.subtotal),
    discountCents: toCents(row.discount),
    promoCode: row.promoCode,
    amountCents: toCents(row.amount),
    refundedCents,
    lines: items.map((item) => ({
      itemType: item.itemType as PaymentItemType,
      itemId: item.itemId,
      title: item.titleSnapshot,
      quantity: item.quantity,
      unitPriceCents: toCents(item.unitPrice),
      lineTotalCents: toCents(item.lineTotal),
    })),
  };
}

/** The buyer's payments and their receipts (issue 25 §7): only ever the caller's own. */
export function createMyOrders(db: Database) {
  return {
    /** GET /api/payments/me: newest first, a page at a time, every state (a failed try too). */
    async list(buyer: Buyer, page: number): Promise<MyOrdersResponse> {
      const mine = eq(payments.userId, buyer.id);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(mine);
      const rows = await db
        .select()
        .from(payments)
        .where(mine)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(MY_ORDERS_PAGE_SIZE)
        .offset((page - 1) * MY_ORDERS_PAGE_SIZE);
      const items = await repo.selectPaymentItems(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) =>
          present(
            row,
            items.filter((item) => item.paymentId === row.id),
          ),
        ),
        totalCount: count?.n ?? 0,
        page,
        pageSize: MY_ORDERS_PAGE_SIZE,
      };
    },

    /**
     * What a receipt shows, for its owner only: someone else's reference answers 404 as an unknown
     * one does, so references cannot be probed; a payment that took no money has no receipt (409).
     */
    async receipt(buyer: Buyer, reference: string) {
      const row = await repo.selectPaymentByReference(db, reference);
      if (!row || row.userId !== buyer.id) throw notFound(PAYMENT_MESSAGES.notFound);
      const items = await repo.selectPaymentItems(db, [row.id]);
      const order = present(row, items);
      if (!hasReceipt(order.status)) throw new HttpError(409, RECEIPT_NOT_READY);
      return { order, payment: row };
    },
  };
}

export type MyOrders = ReturnType<typeof createMyOrders>;
