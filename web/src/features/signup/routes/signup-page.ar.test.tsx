import { screen, within } from '@testing-library/react';
import type { RegisterRequest } from '@the-gate/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureMessages, registerAccount } from '../api/register';
import { renderSignup, stubRegister } from '../test/render-signup';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('the sign-up wizard in Arabic (issue 26 §2)', () => {
  it('shows step 1 in Arabic: its progress, the roles, the fields and Next', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء حسابك' })).toBeInTheDocument();
    expect(screen.getByText('الخطوة 1 من 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'بيانات الحساب' })).toBeInTheDocument();
    const roles = screen.getByRole('group', { name: /^نوع المستخدم/ });
    for (const name of ['معلم', 'رئيس قسم', 'طالب', 'وليّ أمر', 'مدير أكاديمي', 'مدير مدرسة']) {
      expect(within(roles).getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /^اسم المستخدم/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toBeInTheDocument();
    const note = (_: string, element: Element | null) =>
      element?.tagName === 'P' && /^الحقول المميزة/.test(element.textContent ?? '');
    expect(screen.getByText(note)).toHaveTextContent('الحقول المميزة بعلامة *النجمة إلزامية.');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
  });

  it('says what is missing in Arabic when Next finds step 1 empty (REG-06)', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'S3cret!pass');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'S3cret!other');
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByText('يُرجى اختيار نوع المستخدم')).toBeInTheDocument();
    expect(screen.getByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();
  });

  it('words a refusal without messages, and a network failure, in Arabic (REG-58, REG-59)', async () => {
    expect(failureMessages({})).toEqual(['تعذّر إنشاء الحساب. يُرجى مراجعة بياناتك والمحاولة مرة أخرى.']);
    stubRegister(new TypeError('offline'));
    await expect(registerAccount({} as RegisterRequest)).rejects.toMatchObject({
      messages: ['حدث خطأ غير متوقع. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.'],
    });
  });
});
