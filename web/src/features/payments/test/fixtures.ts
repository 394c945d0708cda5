import type { Me } from '@the-gate/contract/auth';
import type { CartItem } from '@the-gate/contract/cart';
import type { PaymentLine, QuoteResponse } from '@the-gate/contract/payments';
import { reply, type StubRequest } from '@/test/stub-api';

export const TOKEN = 'token-sara';

export const me: Me = {
  id: 'u-1',
  username: 'sara.ahmed',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Ahmed',
  fullName: 'Sara Ahmed',
  profilePictureUrl: null,
  role: 8,
  mobileNumber: '+201001234567',
  country: 'Egypt',
  staffRole: null,
};

const line = (overrides: Partial<CartItem> & Pick<CartItem, 'id' | 'type' | 'title'>): CartItem => ({
  price: 100,
  quantity: 1,
  isFree: false,
  ...overrides,
});

/** One line of each type (PAY-06); the sheet twice (PAY-07). Cart total: 2×100 + 240 + 500 + 300 = 1240. */
export const sheet = line({ id: 5, type: 'material', title: 'Reading Sheet', price: 100, quantity: 2 });
export const handbook = line({ id: 30, type: 'book', title: 'Grammar Handbook', price: 240 });
export const essayCourse = line({ id: 7, type: 'course', title: 'Essay Course', price: 500 });
export const starterPack = line({ id: 12, type: 'package', title: 'Year 5 Starter Package', price: 300 });
export const everyType = [sheet, handbook, essayCourse, starterPack];

/**
 * The server's prices, which differ from the cart's on purpose: the summary must show the server's
 * once it answers. Keyed by `{itemType}-{itemId}`.
 */
const serverPrices: Record<string, { title: string; unitPrice: number }> = {
  'Material-5': { title: 'Reading Sheet', unitPrice: 110 },
  'MaterialGroup-30': { title: 'Grammar Handbook', unitPrice: 240 },
  'Course-7': { title: 'Essay Course', unitPrice: 500 },
  'MaterialGroup-12': { title: 'Year 5 Starter Package', unitPrice: 300 },
};

type QuoteBody = { cartItems: { itemType: string; itemId: number; quantity: number }[]; promoCode?: string };

/** GATE2025 takes 10% off; EXPIRED2020 has expired; anything else is unknown. */
export function quoteFor(body: QuoteBody): QuoteResponse | ReturnType<typeof reply> {
  const lines: PaymentLine[] = body.cartItems.map(({ itemType, itemId, quantity }) => {
    const price = serverPrices[`${itemType}-${itemId}`] ?? { title: 'Unknown', unitPrice: 0 };
    return {
      itemType: itemType as PaymentLine['itemType'],
      itemId,
      title: price.title,
      unitPrice: price.unitPrice,
      quantity,
      lineTotal: price.unitPrice * quantity,
    };
  });
  const subtotal = lines.reduce((sum, item) => sum + item.lineTotal, 0);
  if (body.promoCode === 'EXPIRED2020') return reply(400, { success: false, message: 'This promo code has expired.' });
  if (body.promoCode && body.promoCode !== 'GATE2025') {
    return reply(400, { success: false, message: 'This promo code is not valid.' });
  }
  const discount = body.promoCode ? Math.round(subtotal * 10) / 100 : 0;
  return {
    success: true,
    lines,
    subtotal,
    discount,
    amount: subtotal - discount,
    currency: 'EGP',
    promoCode: body.promoCode ?? null,
  };
}

export const quoteRoute = ({ body }: StubRequest) => quoteFor(body as QuoteBody);

export const started = {
  success: true,
  message: 'Payment initiated',
  paymentReference: 'PAY-2026-0001',
  paymentUrl: 'https://accept.paymob.com/unifiedcheckout/?publicKey=pk&clientSecret=cs',
  amount: 1260,
  currency: 'EGP',
};

/** The routes checkout calls, answering as the server does for a signed-in buyer. */
export const checkoutApi = (initiate: unknown = started): Record<string, unknown> => ({
  '/api/auth/me': me,
  '/api/payments/quote': quoteRoute,
  '/api/payments/initiate': initiate,
  '/api/payments/mode': { testMode: true },
});

/** GET /api/payments/{reference}/status for a Completed order with GATE2025 applied. */
export const paymentStatus = (overrides: Record<string, unknown> = {}) => ({
  paymentReference: 'PAY-2026-0001',
  status: 'Completed',
  amount: 1134,
  currency: 'EGP',
  success: true,
  completedAt: '2026-11-20T10:00:00.000Z',
  paymentMethod: 'Card',
  failureReason: null,
  createdAt: '2026-11-20T09:58:00.000Z',
  subtotal: 1260,
  discount: 126,
  promoCode: 'GATE2025',
  items: [
    { itemType: 'Material', itemId: 5, title: 'Reading Sheet', unitPrice: 110, quantity: 2, lineTotal: 220 },
    { itemType: 'MaterialGroup', itemId: 30, title: 'Grammar Handbook', unitPrice: 240, quantity: 1, lineTotal: 240 },
    { itemType: 'Course', itemId: 7, title: 'Essay Course', unitPrice: 500, quantity: 1, lineTotal: 500 },
    {
      itemType: 'MaterialGroup',
      itemId: 12,
      title: 'Year 5 Starter Package',
      unitPrice: 300,
      quantity: 1,
      lineTotal: 300,
    },
  ],
  ...overrides,
});

export const STATUS_PATH = '/api/payments/PAY-2026-0001/status';
