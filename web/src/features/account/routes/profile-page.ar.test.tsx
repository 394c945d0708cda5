import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { ComingNext } from '../components/coming-next';
import { ProfilePage } from './profile-page';

describe('the account pages in Arabic (issue 26 §2)', () => {
  it('says the profile is coming soon, in Arabic, with its two ways on', () => {
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'الملف الشخصي قريبًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'موادي' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
  });

  it('lists what is coming to the dashboard in Arabic, with its progress', () => {
    render(
      <MemoryRouter>
        <ComingNext />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'ما الجديد القادم' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'متابعة التقدّم' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'نسبة الإنجاز' })).toHaveAttribute('aria-valuetext', '75%');
    const explore = screen.getByRole('navigation', { name: 'استكشف في أثناء الانتظار' });
    expect(explore).toHaveTextContent('تصفّح الكتب الرقمية');
  });
});
