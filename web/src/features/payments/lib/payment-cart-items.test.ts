import type { CartItem } from '@the-gate/contract/cart';
import { describe, expect, it } from 'vitest';
import { toPaymentCartItems } from './payment-cart-items';

const line = (type: string, id: number, quantity = 1) =>
  ({ id, type, title: 'x', price: 99, quantity, isFree: false }) as CartItem;

describe('toPaymentCartItems', () => {
  it('PAY-06 PAY-07 PAY-09 maps each type, keeps id and quantity, and carries no price', () => {
    expect(
      toPaymentCartItems([
        line('material', 1, 2),
        line('course', 2),
        line('package', 3),
        line('book', 4),
        line('exam', 5),
        line('quiz', 6),
      ]),
    ).toStrictEqual([
      { itemType: 'Material', itemId: 1, quantity: 2 },
      { itemType: 'Course', itemId: 2, quantity: 1 },
      { itemType: 'MaterialGroup', itemId: 3, quantity: 1 },
      { itemType: 'MaterialGroup', itemId: 4, quantity: 1 },
      { itemType: 'Exam', itemId: 5, quantity: 1 },
      { itemType: 'Material', itemId: 6, quantity: 1 },
    ]);
  });

  it('names the licence of an "Add seats" line, and no licence for the item itself (issue 27 §5)', () => {
    expect(toPaymentCartItems([{ ...line('material', 1, 3), licenceId: 12 }, line('material', 1)])).toStrictEqual([
      { itemType: 'Material', itemId: 1, quantity: 3, licenceId: 12 },
      { itemType: 'Material', itemId: 1, quantity: 1 },
    ]);
  });
});
