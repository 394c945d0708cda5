/**
 * Cart rules shared by the web app and the server (A§3, A§4). Plain TypeScript on purpose: the
 * web bundle should not carry a validation library for this.
 */

/** The spec's four, plus 'exam': The Gate exams are sold too (issue 10, decision 006). */
export const CART_ITEM_TYPES = ['material', 'course', 'package', 'book', 'exam'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export type CartItem = {
  id: number;
  type: CartItemType;
  title: string;
  /** EGP; a missing price counts as 0 (GLB-16). */
  price: number;
  quantity: number;
  isFree: boolean;
  thumbnailPath?: string | null;
  yearGroup?: string | null;
  author?: string | null;
  subject?: string | null;
  /**
   * "Add seats" (issue 27 §5): the buyer's licence of this item that `quantity` more seats are for.
   * Without it the line buys the item itself, as `quantity` seats.
   */
  licenceId?: number;
};

/** What a screen hands to the cart: the quantity is the cart's business. */
export type NewCartItem = Omit<CartItem, 'quantity' | 'price' | 'title'> & {
  price?: number | null;
  title?: string | null;
};

/** The browser storage key, named for the product (A§3, GLB-09). */
export const CART_STORAGE_KEY = 'the-gate-cart';

/** What tells one line from another: its item, and the licence of an "Add seats" line. */
export type CartKey = Pick<CartItem, 'type' | 'id' | 'licenceId'>;

/**
 * Lines are the same item when both type and id match (AMB-09): material 5 and book 5 differ. Seats
 * for a licence are not a purchase of its item, so a line with a licence is never the item's own
 * line, as the payment merges them (`paymentLineKey`, issue 27 §3).
 */
export const sameItem = (a: CartKey, b: CartKey) =>
  a.type === b.type && a.id === b.id && (a.licenceId ?? null) === (b.licenceId ?? null);

/** A book without a title is "Untitled Book" (CART-16); other items keep an empty title visible. */
function titleOf(item: NewCartItem): string {
  const title = item.title?.trim();
  if (title) return title;
  return item.type === 'book' ? 'Untitled Book' : 'Untitled';
}

/** Add one: a known line goes up by 1, a new one starts at 1 (CART-01, CART-02). */
export function addItem(items: CartItem[], item: NewCartItem): CartItem[] {
  if (items.some((line) => sameItem(line, item))) {
    return items.map((line) => (sameItem(line, item) ? { ...line, quantity: line.quantity + 1 } : line));
  }
  const price = typeof item.price === 'number' && Number.isFinite(item.price) && item.price > 0 ? item.price : 0;
  return [...items, { ...item, title: titleOf(item), price, quantity: 1 }];
}

export function removeItem(items: CartItem[], key: CartKey): CartItem[] {
  return items.filter((line) => !sameItem(line, key));
}

/** The floor is 0 and a line at 0 is removed (CART-09). */
export function updateQuantity(items: CartItem[], key: CartKey, quantity: number): CartItem[] {
  const next = Math.max(0, Math.floor(Number.isFinite(quantity) ? quantity : 0));
  if (next === 0) return removeItem(items, key);
  return items.map((line) => (sameItem(line, key) ? { ...line, quantity: next } : line));
}

/** totalItems: sum of quantities; totalPrice: sum of price x quantity, free items count 0 (CART-06, CART-07). */
export function cartTotals(items: CartItem[]): { totalItems: number; totalPrice: number } {
  let totalItems = 0;
  let totalPrice = 0;
  for (const line of items) {
    totalItems += line.quantity;
    if (!line.isFree) totalPrice += (line.price || 0) * line.quantity;
  }
  return { totalItems, totalPrice: Math.round(totalPrice * 100) / 100 };
}

/** The payment request's item type (A§3): package and book are both MaterialGroup. */
export function paymentItemType(type: string): 'Material' | 'Course' | 'MaterialGroup' | 'Exam' {
  if (type === 'course') return 'Course';
  if (type === 'exam') return 'Exam';
  if (type === 'package' || type === 'book') return 'MaterialGroup';
  return 'Material';
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'number' &&
    (CART_ITEM_TYPES as readonly unknown[]).includes(line.type) &&
    typeof line.title === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    line.price >= 0 &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    typeof line.isFree === 'boolean' &&
    (line.licenceId === undefined || (Number.isInteger(line.licenceId) && (line.licenceId as number) > 0))
  );
}

/**
 * The stored cart, or an empty one when it is missing or corrupt (GLB-11): a bad line is dropped
 * rather than trusted, since the storage can be edited by hand.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('The stored cart is not a list.');
  // Two lines for one item (a hand edit) become one, as adding twice would have made.
  const lines: CartItem[] = [];
  for (const line of parsed.filter(isCartItem)) {
    const existing = lines.find((other) => sameItem(other, line));
    if (existing) existing.quantity += line.quantity;
    else lines.push({ ...line });
  }
  return lines;
}
