import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { CONTACT_MESSAGES_PATH } from '../api/contact-send-message';
import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../api/info-subscribe-newsletter';
import { ContactForm } from './contact-form';
import { NewsletterForm } from './newsletter-form';

function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('الاسم'), 'منى عادل');
  await user.type(field('البريد الإلكتروني'), 'mona.adel@example.com');
  await user.type(field('الموضوع'), 'باقة الصف 7');
  await user.type(field('الرسالة'), 'هل تشمل الباقة الامتحانات التجريبية؟');
}

describe('the inbox’s forms in Arabic (issue 26 §2)', () => {
  it('labels the contact form in Arabic and says in Arabic why a message was not sent', async () => {
    stubApi({ [CONTACT_MESSAGES_PATH]: reply(500, {}) });
    const user = renderWithQueries(<ContactForm />);
    expect(screen.getByRole('form', { name: 'نموذج التواصل' })).toBeInTheDocument();
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
    expect(await screen.findByText('تعذّر إرسال رسالتك (خطأ 500). يُرجى المحاولة مرة أخرى.')).toBeVisible();
    // Everything typed stays, to be sent again.
    expect(field('الموضوع')).toHaveValue('باقة الصف 7');
  });

  it('thanks the sender in Arabic when the server sends no words of its own', async () => {
    stubApi({ [CONTACT_MESSAGES_PATH]: reply(201, { success: true }) });
    const user = renderWithQueries(<ContactForm />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
    expect(await screen.findByText('شكرًا لك، سنرد عليك خلال 24 إلى 48 ساعة عمل.')).toBeVisible();
  });

  it('signs up to the newsletter in Arabic', async () => {
    stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(201, { success: true }) });
    const user = renderWithQueries(<NewsletterForm />);
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'اشترك' }));
    expect(await screen.findByText('تم اشتراكك.')).toBeVisible();
  });
});
