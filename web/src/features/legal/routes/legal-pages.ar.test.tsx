import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const renderAt = (path: string, page: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

/** Intl's direction marks and non-breaking spaces, which the eye does not see. */
const plain = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('the legal pages in Arabic (issue 26 §2: terms and privacy marked for the owner’s legal review)', () => {
  it('writes the terms in Arabic, under a notice that the English text applies, linking to it', () => {
    renderAt('/terms', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('شروط الخدمة');
    expect(document.title).toBe('شروط الخدمة | The Gate');
    const notice = screen.getByRole('complementary', { name: 'عن هذه الترجمة' });
    expect(notice).toHaveTextContent('النص الإنجليزي هو المعتمد إلى أن تراجع الإدارة القانونية هذه الترجمة');
    const english = within(notice).getByRole('link', { name: 'اقرأ النص الإنجليزي' });
    expect(english).toHaveAttribute('href', '/terms');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('heading', { name: '1. قبول الشروط' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '11. تواصل معنا' })).toBeInTheDocument();
    expect(plain(screen.getByText(/^آخر تحديث:/).textContent)).toBe('آخر تحديث: 14 أبريل 2025');
  });

  it('keeps the e-mail address and the phone number left to right inside the Arabic terms', () => {
    renderAt('/terms', <TermsPage />);
    const contact = screen.getByRole('region', { name: '11. تواصل معنا' });
    expect(within(contact).getByRole('link', { name: 'hello@thegate.example' })).toHaveAttribute('dir', 'ltr');
    expect(within(contact).getByRole('link', { name: '+20 2 2555 0123' })).toHaveAttribute('dir', 'ltr');
    expect(within(contact).getByRole('link', { name: 'نموذج التواصل' })).toHaveAttribute('href', '/contact');
    expect(contact).toHaveTextContent('العنوان البريدي: The Gate، شارع التسعين، القاهرة الجديدة، مصر');
  });

  it('writes the privacy policy in Arabic, under the same notice, with its quick navigation and questions', () => {
    renderAt('/privacy', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سياسة الخصوصية');
    const english = within(screen.getByRole('complementary', { name: 'عن هذه الترجمة' })).getByRole('link');
    expect(english).toHaveAttribute('href', '/privacy');
    const nav = screen.getByRole('navigation', { name: 'تنقّل سريع' });
    expect(within(nav).getByRole('link', { name: 'خصوصية الأطفال' })).toHaveAttribute('href', '#children-privacy');
    expect(screen.getByRole('button', { name: 'هل تبيعون بياناتي الشخصية؟' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'إشعار حماية البيانات' })).toBeInTheDocument();
  });
});
