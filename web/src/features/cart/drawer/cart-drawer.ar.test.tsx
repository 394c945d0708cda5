import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY, type CartItem } from '@the-gate/contract/cart';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '@/stores/cart/cart-store';
import { MemoryRouter } from '@/test/memory-router';
import { CartButton } from '../components/cart-button';
import { CartDrawer } from './cart-drawer';

/** What a reader sees: without Intl's direction marks, and its no-break space as a space. */
const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

function renderCart(lines: CartItem[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/']}>
        <CartProvider>
          <CartButton />
          <CartDrawer renderCheckout={() => <p>checkout</p>} />
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const sheet: CartItem = { id: 1, type: 'material', title: 'Reading Sheet', price: 1500, quantity: 3, isFree: false };

describe('the cart drawer in Arabic (issue 26 §2, §5)', () => {
  it('titles the drawer, counts with Arabic plurals and names the controls in Arabic, prices in ج.م.', async () => {
    const user = renderCart([sheet]);
    await user.click(screen.getByRole('button', { name: 'سلة التسوق، 3 عناصر' }));
    const drawer = screen.getByRole('dialog', { name: 'سلة التسوق' });
    expect(within(drawer).getByText('3 عناصر')).toBeVisible();
    expect(within(drawer).getByText('مادة تعليمية')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'زيادة كمية Reading Sheet' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'تقليل كمية Reading Sheet' })).toBeVisible();
    expect(within(drawer).getByText('الكمية: 3')).toBeVisible();
    expect(visible(within(drawer).getByText('الإجمالي').nextElementSibling?.textContent)).toBe('4,500.00 ج.م.');
    expect(within(drawer).getByRole('button', { name: 'إتمام الشراء' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'إفراغ السلة' })).toBeVisible();
  });

  it('says an empty cart is empty, in Arabic', async () => {
    const user = renderCart([]);
    await user.click(screen.getByRole('button', { name: 'سلة التسوق' }));
    expect(screen.getByText('سلتك فارغة')).toBeVisible();
    expect(screen.getByRole('button', { name: 'متابعة التسوق' })).toBeVisible();
  });

  it('says in Arabic what each quantity buys, with Arabic plurals', async () => {
    const user = renderCart([
      sheet,
      { ...sheet, id: 2, title: 'Grammar Pack', quantity: 2 },
      { ...sheet, id: 3, title: 'Poetry Pack', quantity: 12 },
      { ...sheet, id: 4, title: 'Story Pack', quantity: 2, licenceId: 7 },
    ]);
    await user.click(screen.getByRole('button', { name: /^سلة التسوق/ }));
    const drawer = screen.getByRole('dialog', { name: 'سلة التسوق' });
    expect(within(drawer).getByText('3 مقاعد: مقعد لك ومقعدان لمن تدعوهم')).toBeVisible();
    expect(within(drawer).getByText('مقعدان: مقعد لك ومقعد لمن تدعوه')).toBeVisible();
    expect(within(drawer).getByText('12 مقعدًا: مقعد لك و11 مقعدًا لمن تدعوهم')).toBeVisible();
    expect(within(drawer).getByText('مقعدان إضافيان في ترخيصك، لمن تدعوهم')).toBeVisible();
    expect(within(drawer).getByText('مقاعد إضافية')).toBeVisible();
  });
});
