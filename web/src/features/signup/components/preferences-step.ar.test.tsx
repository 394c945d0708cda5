import { render, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { EMPTY_SIGNUP_FORM, type SignupFormValues } from '../lib/signup-steps';
import { PreferencesStep } from './preferences-step';

function Harness() {
  const form = useForm<SignupFormValues>({ defaultValues: EMPTY_SIGNUP_FORM });
  return (
    <FormProvider {...form}>
      <PreferencesStep />
    </FormProvider>
  );
}

describe('the sign-up preferences in Arabic (issue 26 §2)', () => {
  it('offers its choices in Arabic and keeps both legal links inside the Arabic consent sentence', () => {
    // Radix's checkbox measures itself inside a form; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    const interests = screen.getByRole('group', { name: /^ما الخدمات التي تهمّك؟/ });
    expect(within(interests).getByRole('checkbox', { name: 'المواد التعليمية' })).toBeInTheDocument();
    const referral = screen.getByRole('group', { name: /^كيف عرفت عنا؟/ });
    expect(within(referral).getByRole('radio', { name: 'صديق أو زميل' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'كيف تفضّل أن نتواصل معك؟ (اختياري)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^أوافق على شروط الخدمة وسياسة الخصوصية/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'شروط الخدمة' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'شروط الخدمة' })).toHaveAccessibleDescription('يُفتح في علامة تبويب جديدة');
    vi.unstubAllGlobals();
  });
});
