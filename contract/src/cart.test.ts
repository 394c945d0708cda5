import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cartTotals,
  type NewCartItem,
  parseStoredCart,
  paymentItemType,
  removeItem,
  updateQuantity,
} from './cart';

const material: NewCartItem = { id: 5, type: 'material', title: 'Reading Sheet', price: 100, isFree: false };
const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  type: 'material',
  title: 'Line',
  price: 100,
  quantity: 1,
  isFree: false,
  ...overrides,
});

describe('addItem', () => {
  it('CART-01 adding an item that is not in the cart adds one line at quantity 1', () => {
    const items = addItem([], material);
    expect(items).toEqual([{ ...material, quantity: 1 }]);
  });

  it('CART-02 adding an item already in the cart raises its quantity and adds no second line', () => {
    const items = addItem(addItem([], material), material);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
  });

  it('CART-02 AMB-09 the same id with a different type is a second line', () => {
    const items = addItem(addItem([], material), { ...material, type: 'course', title: 'Course 5' });
    expect(items.map((item) => [item.type, item.id, item.quantity])).toEqual([
      ['material', 5, 1],
      ['course', 5, 1],
    ]);
  });

  it('CART-02 raising a quantity leaves the other lines untouched', () => {
    const other = line({ id: 9, quantity: 3 });
    const items = addItem([other, line({ id: 5 })], material);
    expect(items[0]).toBe(other);
    expect(items[1]?.quantity).toBe(2);
  });

  it('does not change the list it was given', () => {
    const before = [line()];
    addItem(before, { ...line(), price: 100 });
    expect(before[0]?.quantity).toBe(1);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['negative', -5],
    ['not a number', Number.NaN],
  ])('CART-08 GLB-16 a %s price is stored as 0', (_label, price) => {
    const [added] = addItem([], { ...material, price });
    expect(added?.price).toBe(0);
  });

  it('CART-16 a book added without a title is stored as "Untitled Book"', () => {
    expect(addItem([], { id: 1, type: 'book', isFree: false })[0]?.title).toBe('Untitled Book');
    expect(addItem([], { id: 2, type: 'book', title: '   ', isFree: false })[0]?.title).toBe('Untitled Book');
  });

  it('CART-16 only books become "Untitled Book"; other untitled items read "Untitled"', () => {
    expect(addItem([], { id: 1, type: 'material', title: null, isFree: false })[0]?.title).toBe('Untitled');
  });

  it('keeps a given title, trimmed', () => {
    expect(addItem([], { ...material, title: '  Grammar Pack  ' })[0]?.title).toBe('Grammar Pack');
  });
});

describe('removeItem', () => {
  it('CART-10 removes only the line with that type and id', () => {
    const items = [line({ id: 1 }), line({ id: 1, type: 'book' }), line({ id: 2 })];
    expect(removeItem(items, { type: 'material', id: 1 })).toEqual([line({ id: 1, type: 'book' }), line({ id: 2 })]);
  });

  it('removing an item that is not in the cart changes nothing', () => {
    const items = [line()];
    expect(removeItem(items, { type: 'course', id: 1 })).toEqual(items);
  });
});

describe('updateQuantity', () => {
  const items = [line({ id: 1, quantity: 2 }), line({ id: 2 })];

  it('sets the quantity of that line only', () => {
    expect(updateQuantity(items, { type: 'material', id: 1 }, 5).map((item) => item.quantity)).toEqual([5, 1]);
  });

  it('CART-09 setting a quantity to 0 removes the line', () => {
    expect(updateQuantity(items, { type: 'material', id: 1 }, 0).map((item) => item.id)).toEqual([2]);
  });

  it('CART-09 a negative quantity is floored to 0 and so removes the line', () => {
    expect(updateQuantity(items, { type: 'material', id: 1 }, -3).map((item) => item.id)).toEqual([2]);
  });

  it('CART-15 quantities stay whole numbers: a fraction is rounded down', () => {
    expect(updateQuantity(items, { type: 'material', id: 1 }, 3.7)[0]?.quantity).toBe(3);
    expect(updateQuantity(items, { type: 'material', id: 1 }, 0.5).map((item) => item.id)).toEqual([2]);
  });

  it('a quantity that is not a number removes the line', () => {
    expect(updateQuantity(items, { type: 'material', id: 1 }, Number.NaN).map((item) => item.id)).toEqual([2]);
  });
});

describe('cartTotals', () => {
  it('an empty cart has no items and costs nothing', () => {
    expect(cartTotals([])).toEqual({ totalItems: 0, totalPrice: 0 });
  });

  it('CART-06 totalItems is the sum of the quantities (A x2 + B x1 gives 3)', () => {
    expect(cartTotals([line({ id: 1, quantity: 2 }), line({ id: 2, quantity: 1 })]).totalItems).toBe(3);
  });

  it('CART-07 material EGP 100 x2 plus a free book priced 50 gives 200', () => {
    const items = [
      line({ id: 1, type: 'material', price: 100, quantity: 2 }),
      line({ id: 2, type: 'book', price: 50, isFree: true }),
    ];
    expect(cartTotals(items)).toEqual({ totalItems: 3, totalPrice: 200 });
  });

  it('CART-08 a line with a missing price counts as 0', () => {
    const noPrice = { ...line({ id: 2 }), price: undefined } as unknown as CartItem;
    expect(cartTotals([line({ id: 1, price: 100 }), noPrice]).totalPrice).toBe(100);
  });

  it('rounds the total to whole piastres', () => {
    expect(cartTotals([line({ price: 0.1, quantity: 3 })]).totalPrice).toBe(0.3);
  });
});

describe('paymentItemType', () => {
  it.each([
    ['material', 'Material'],
    ['course', 'Course'],
    ['package', 'MaterialGroup'],
    ['book', 'MaterialGroup'],
    ['exam', 'Exam'],
    ['anything-else', 'Material'],
  ])('A§3 maps %s to %s', (type, expected) => {
    expect(paymentItemType(type)).toBe(expected);
  });
});

describe('parseStoredCart', () => {
  it('nothing stored is an empty cart', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
  });

  it('CART-13 a saved cart reads back the same lines', () => {
    const items = [
      line({ id: 1, quantity: 2, thumbnailPath: '/files/a.png', yearGroup: 'Year 5' }),
      line({ id: 2, type: 'book', title: 'Untitled Book', isFree: true, price: 0, author: 'A. Writer' }),
    ];
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it('GLB-11 invalid JSON throws, so the store can start empty and log it', () => {
    expect(() => parseStoredCart('{not json')).toThrow(SyntaxError);
  });

  it('GLB-11 stored JSON that is not a list throws', () => {
    expect(() => parseStoredCart('{"id":1}')).toThrow('The stored cart is not a list.');
  });

  it('drops malformed lines and keeps the good ones', () => {
    const good = line({ id: 7 });
    const raw = JSON.stringify([
      good,
      null,
      'text',
      { ...good, id: '7' },
      { ...good, type: 'quiz' },
      { ...good, title: undefined },
      { ...good, price: '100' },
      { ...good, quantity: 0 },
      { ...good, quantity: 1.5 },
      { ...good, isFree: 'no' },
    ]);
    expect(parseStoredCart(raw)).toEqual([good]);
  });

  it('drops a line with a negative or non-finite price, which would lower the total', () => {
    const line = { id: 1, type: 'material', title: 'A', price: -50, quantity: 1, isFree: false };
    expect(parseStoredCart(JSON.stringify([line]))).toEqual([]);
    expect(
      parseStoredCart('[{"id":1,"type":"material","title":"A","price":1e999,"quantity":1,"isFree":false}]'),
    ).toEqual([]);
  });

  it('CART-02 merges two stored lines for the same item into one', () => {
    const line = { id: 4, type: 'book', title: 'B', price: 20, quantity: 1, isFree: false };
    expect(parseStoredCart(JSON.stringify([line, { ...line, quantity: 2 }]))).toEqual([{ ...line, quantity: 3 }]);
  });
});

describe('"Add seats" lines (issue 27 §5)', () => {
  const seats = (overrides: Partial<CartItem> = {}) => line({ id: 5, licenceId: 12, quantity: 3, ...overrides });

  it('seats for a licence are a line of their own beside the item itself', () => {
    const items = addItem([seats()], material);
    expect(items.map((item) => [item.id, item.licenceId, item.quantity])).toEqual([
      [5, 12, 3],
      [5, undefined, 1],
    ]);
  });

  it('adding seats for the same licence again raises that line, and another licence is another line', () => {
    const again = addItem([seats()], { ...material, licenceId: 12 });
    expect(again.map((item) => [item.licenceId, item.quantity])).toEqual([[12, 4]]);
    const other = addItem([seats()], { ...material, licenceId: 13 });
    expect(other.map((item) => [item.licenceId, item.quantity])).toEqual([
      [12, 3],
      [13, 1],
    ]);
  });

  it('a key without a licence leaves the seats line alone; the licence in the key reaches it', () => {
    const items = [line({ id: 5 }), seats()];
    expect(removeItem(items, { type: 'material', id: 5 })).toEqual([seats()]);
    expect(removeItem(items, { type: 'material', id: 5, licenceId: 12 })).toEqual([line({ id: 5 })]);
    expect(updateQuantity(items, { type: 'material', id: 5, licenceId: 12 }, 7).map((item) => item.quantity)).toEqual([
      1, 7,
    ]);
  });

  it('a stored seats line reads back with its licence; a line with a bad licence is dropped', () => {
    expect(parseStoredCart(JSON.stringify([seats()]))).toEqual([seats()]);
    for (const licenceId of [0, -1, 1.5, '12', null]) {
      expect(parseStoredCart(JSON.stringify([{ ...seats(), licenceId }]))).toEqual([]);
    }
  });

  it('merges stored lines by item and licence', () => {
    const stored = [seats({ quantity: 1 }), line({ id: 5 }), seats({ quantity: 2 })];
    expect(parseStoredCart(JSON.stringify(stored)).map((item) => [item.licenceId, item.quantity])).toEqual([
      [12, 3],
      [undefined, 1],
    ]);
  });

  it('is charged as its item is: the payment type does not change', () => {
    expect(paymentItemType(seats().type)).toBe('Material');
  });
});
