import type { MyOrder, MyOrdersResponse } from '@the-gate/contract/my-orders';

/** A package with a promo code, paid. */
export const paidOrder: MyOrder = {
  reference: 'PAY-20261120-AAAAAAAAAAAA',
  createdAt: '2026-11-20T09:00:00Z',
  completedAt: '2026-11-20T09:02:00Z',
  status: 'Completed',
  subtotalCents: 50_000,
  discountCents: 5_000,
  promoCode: 'GATE2025',
  amountCents: 45_000,
  refundedCents: 0,
  lines: [
    {
      itemType: 'MaterialGroup',
      itemId: 7,
      title: 'Year 6 Gold package',
      quantity: 1,
      unitPriceCents: 50_000,
      lineTotalCents: 50_000,
    },
  ],
};

/** Half of it given back. */
export const partlyRefunded: MyOrder = {
  ...paidOrder,
  reference: 'PAY-20261118-BBBBBBBBBBBB',
  createdAt: '2026-11-18T09:00:00Z',
  completedAt: '2026-11-18T09:01:00Z',
  status: 'Partially refunded',
  subtotalCents: 12_000,
  discountCents: 0,
  promoCode: null,
  amountCents: 12_000,
  refundedCents: 6_000,
  lines: [
    {
      itemType: 'Material',
      itemId: 3,
      title: 'Grammar drills',
      quantity: 1,
      unitPriceCents: 12_000,
      lineTotalCents: 12_000,
    },
  ],
};

/** Still at the card page. */
export const pendingOrder: MyOrder = {
  ...partlyRefunded,
  reference: 'PAY-20261125-CCCCCCCCCCCC',
  createdAt: '2026-11-25T09:00:00Z',
  completedAt: null,
  status: 'Pending',
  refundedCents: 0,
};

export const ordersPage = (items: MyOrder[], totalCount = items.length, page = 1): MyOrdersResponse => ({
  items,
  totalCount,
  page,
  pageSize: 20,
});
