/**
 * Checkout's constants and texts, without a validation library: the result page and the cart read
 * them on first load, where zod would cost about 38 kB (A§3, A§5, A§8; contract §3.3, §3.4).
 */

/** The contract's three, plus Exam: an exam is sold on its own and grants its paper (decision 006). */
export const PAYMENT_ITEM_TYPES = ['Material', 'Course', 'MaterialGroup', 'Exam'] as const;
export type PaymentItemType = (typeof PAYMENT_ITEM_TYPES)[number];

export const PAYMENT_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CURRENCY = 'EGP' as const;
export const DEFAULT_COUNTRY = 'EG';

/**
 * Said by the checkout and the sandbox's card page while payments go to the built-in sandbox, whose
 * test cards "pay" for anything (issue 22 §4).
 */
export const TEST_MODE_NOTICE = 'Test mode — no real payment is taken';

/** The checkout form's messages, word for word (A§5, CO-09..CO-22). */
export const CHECKOUT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  streetRequired: 'Address is required',
  cityRequired: 'City is required',
} as const;

/** The server's answers that users read (A§8, contract §3.3, §3.4, issue 8). */
export const PAYMENT_MESSAGES = {
  authenticationRequired: 'Authentication required. Please log in to continue.',
  statusAuthenticationRequired: 'Authentication required',
  itemsUnavailable: 'Some items in your cart are no longer available.',
  providerUnavailable: 'The payment provider is unavailable. Please try again.',
  notFound: 'Payment not found',
  expired: 'Payment expired',
  initiated: 'Payment initiated',
  completedFree: 'Your free items are ready.',
  emptyCart: 'Your cart is empty.',
  promoUnknown: 'This promo code is not valid.',
  promoNotStarted: 'This promo code is not active yet.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has reached its usage limit.',
  /** The code's per-customer limit is reached by this account (issue 25 §4). */
  promoAlreadyUsed: 'You have already used this promo code.',
  tooManyAttempts: 'Too many payment attempts from your account. Please try again in an hour.',
} as const;

/**
 * A code with a minimum order, refused for a smaller subtotal (issue 25 §4): the amount is named, so
 * the buyer knows how much to add ("This promo code needs an order of at least EGP 200.00.").
 */
export const promoMinimumOrderMessage = (minimumCents: number) =>
  `This promo code needs an order of at least EGP ${(minimumCents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}.`;

/** "A", "A" and "B", "A", "B" and "C": titles as a sentence names them. */
const quotedList = (titles: string[]) => {
  const quoted = titles.map((title) => `"${title}"`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
};

/**
 * Why the server refuses to charge for a line that grants the buyer nothing new (issue 22 §7),
 * naming the item, so the buyer knows which line to remove.
 */
export const OWNED_ITEM_MESSAGES = {
  alreadyOwned: (title: string) => `"${title}" is already in your library.`,
  includedInCart: (title: string, others: string[]) =>
    `"${title}" is already included in ${quotedList(others)} in this cart.`,
} as const;

/** The browser storage key holding the reference of the payment under way (A§3, PAY-10). */
export const PENDING_PAYMENT_KEY = 'pendingPayment';
