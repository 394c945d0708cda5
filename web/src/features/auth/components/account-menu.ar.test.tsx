import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, seedSession } from '../test/render-auth';

afterEach(() => vi.unstubAllGlobals());

const bar = () => screen.getByTestId('navbar');
const mobileMenu = () => screen.getByRole('navigation', { name: 'Mobile menu' });

describe('the account corner in Arabic (issue 26 §2)', () => {
  it('offers a visitor تسجيل الدخول and إنشاء حساب, in the bar and in the phone menu', () => {
    renderAuth('/');
    for (const place of [bar(), mobileMenu()]) {
      expect(within(place).getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
      expect(within(place).getByRole('link', { name: 'إنشاء حساب' })).toBeInTheDocument();
      expect(within(place).queryByText(/Log in|Sign up/)).not.toBeInTheDocument();
    }
  });

  it('names the avatar menu and its links in Arabic, the user’s name as it is', async () => {
    seedSession();
    const { user } = renderAuth('/');
    await user.click(await within(bar()).findByRole('button', { name: 'قائمة حساب Sara Ahmed' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['لوحة التحكم', 'موادي', 'دوراتي', 'طلباتي', 'تراخيصي', 'الملف الشخصي']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(within(menu).getByText('sara@example.com').tagName).toBe('BDI');
    const account = within(mobileMenu()).getByRole('region', { name: 'حسابك' });
    expect(within(account).getByText('sara@example.com').tagName).toBe('BDI');
    expect(within(account).getByRole('link', { name: 'طلباتي' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'تراخيصي' })).toHaveAttribute('href', '/my-licences');
    expect(within(account).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });
});
