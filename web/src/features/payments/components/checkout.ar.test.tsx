import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { checkoutApi, paymentStatus, STATUS_PATH, TOKEN } from '../test/fixtures';
import { renderCheckout, renderPaymentStatus } from '../test/render-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a reader sees: without Intl's direction marks, and its no-break space as a space. */
const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('checkout in Arabic (issue 26 §2, §5)', () => {
  it('labels the form, the summary and the promo code in Arabic, with the total in ج.م.', async () => {
    stubApi(checkoutApi());
    const { user } = renderCheckout();
    expect(screen.getByRole('heading', { name: 'إتمام الشراء' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'العودة إلى السلة' })).toBeVisible();
    for (const label of ['الاسم الكامل', 'البريد الإلكتروني', 'رقم الهاتف', 'عنوان الشارع', 'المدينة']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const summary = screen.getByRole('region', { name: 'ملخص الطلب' });
    // The server's quote: 2×110 + 240 + 500 + 300.
    await waitFor(() =>
      expect(visible(within(summary).getByText('الإجمالي').nextElementSibling?.textContent)).toBe('1,260.00 ج.م.'),
    );
    await user.type(screen.getByLabelText('كود الخصم'), 'GATE2025');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await within(summary).findByText('الخصم')).toBeVisible();
    const applied = within(summary).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'تم تطبيق كود الخصم GATE2025',
    );
    // The code reads left to right inside the Arabic sentence.
    expect(within(applied).getByText('GATE2025')).toHaveAttribute('dir', 'ltr');
    expect(within(summary).getByRole('button', { name: 'إزالة كود الخصم GATE2025' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeVisible();
    expect(await screen.findByText('وضع الاختبار — لن يُخصم أي مبلغ فعلي')).toBeVisible();
  });
});

describe('the payment result page in Arabic (issue 26 §2)', () => {
  it('says the payment succeeded in Arabic, with the order’s amounts in ج.م. and its date in Arabic', async () => {
    sessionStorage.setItem('auth_token', TOKEN);
    stubApi({ [STATUS_PATH]: paymentStatus() });
    renderPaymentStatus('/payment-status?ref=PAY-2026-0001');
    expect(await screen.findByRole('heading', { name: 'تم الدفع بنجاح!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'الذهاب إلى موادي' })).toHaveAttribute('href', '/my-materials');
    const details = screen.getByRole('region', { name: 'تفاصيل الطلب' });
    expect(visible(within(details).getByText('المبلغ').nextElementSibling?.textContent)).toBe('1,134.00 ج.م.');
    expect(within(details).getByText('20 نوفمبر 2026')).toBeVisible();
    // The server's method name, "Card", in Arabic.
    expect(within(details).getByText('طريقة الدفع').nextElementSibling).toHaveTextContent('بطاقة');
  });

  it('says so in Arabic when there is no payment to look up', () => {
    localStorage.removeItem('pendingPayment');
    renderPaymentStatus('/payment-status');
    expect(screen.getByText('لم يُعثر على مرجع الدفع')).toBeVisible();
    expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toBeVisible();
  });
});
