import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAuth, stubFetch } from '../test/render-auth';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in screens in Arabic (issue 26 §2)', () => {
  it('labels the login form in Arabic, with the sign-up link inside its sentence', () => {
    renderAuth('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText('اسم المستخدم أو البريد الإلكتروني')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('كلمة المرور')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'تذكرني' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ليس لديك حساب؟ إنشاء حساب' })).toBeInTheDocument();
  });

  it('says in Arabic that an answer it cannot read is unexpected (LOGIN-16)', async () => {
    stubFetch(() => answer(500, 'not json'));
    const { user } = renderAuth('/login');
    await user.type(screen.getByLabelText('اسم المستخدم أو البريد الإلكتروني'), 'sara.ahmed');
    await user.type(screen.getByLabelText('كلمة المرور'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.');
  });

  it('asks for a new password in Arabic, its own checks written in Arabic', async () => {
    const { user } = renderAuth(`/reset-password?token=${'a'.repeat(40)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'اختر كلمة مرور جديدة' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'S3cret!pass');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'S3cret!other');
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();
  });

  it('asks for the reset e-mail in Arabic', () => {
    renderAuth('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أرسل رابط إعادة التعيين' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeInTheDocument();
  });

  it('says in Arabic that a reset link is broken, a message the contract writes and the page checks itself', () => {
    renderAuth('/reset-password');
    expect(screen.getByText('رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته.')).toBeInTheDocument();
  });

  it('falls back to the contract’s own words in Arabic when a refused sign-in names no reason', async () => {
    stubFetch(() => answer(400, JSON.stringify({ succeeded: false, errors: [] })));
    const { user } = renderAuth('/login');
    await user.type(screen.getByLabelText('اسم المستخدم أو البريد الإلكتروني'), 'sara.ahmed');
    await user.type(screen.getByLabelText('كلمة المرور'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('اسم المستخدم أو كلمة المرور غير صحيحة')).toBeInTheDocument();
  });
});
