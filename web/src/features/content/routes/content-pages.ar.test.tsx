import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { Tag } from '@the-gate/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, MemoryRouter, RouterProvider } from '@/test/memory-router';
import { stubApi } from '@/test/stub-api';
import { DISTRIBUTORS_PATH } from '../api/distributors-list';
import { YEAR_LEVELS_PATH } from '../api/get-year-levels';
import { DISTRIBUTORS } from '../test/distributors-fixtures';
import { renderScreens } from '../test/render-content-screens';
import { AboutPage } from './about-page';
import { InfoPage } from './info-page';
import { StudentServicesPage } from './student-services-page';

describe('the content pages in Arabic (issue 26 §2)', () => {
  it('writes About in Arabic, its four values in order', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(document.title).toBe('من نحن | The Gate');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('بوابتك إلى Cambridge Checkpoint English');
    const values = screen.getByRole('region', { name: 'قيمنا الأساسية' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['التميّز', 'التعاون', 'الابتكار', 'سهولة الوصول']);
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/signup');
  });

  it('gives the contact details in Arabic, the phone and e-mail left to right, the hours in Arabic days', () => {
    renderScreens(paths.contact.href());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('اتصل بنا');
    const details = screen.getByRole('region', { name: 'بيانات التواصل' });
    expect(within(details).getByRole('link', { name: '+20 2 2555 0123' })).toHaveAttribute('dir', 'ltr');
    expect(within(details).getByRole('link', { name: 'hello@thegate.example' })).toHaveAttribute('dir', 'ltr');
    expect(details).toHaveTextContent('شارع التسعين، القاهرة الجديدة، مصر');
    expect(within(details).getByText('الاثنين - الجمعة')).toBeInTheDocument();
    expect(within(details).getByText('مغلق')).toBeInTheDocument();
    expect(screen.getByText('نرد على كل رسالة خلال 24-48 ساعة عمل.')).toBeInTheDocument();
  });

  it('counts distributors and their branches with Arabic plurals, phone numbers left to right', async () => {
    stubApi({ [DISTRIBUTORS_PATH]: DISTRIBUTORS });
    renderScreens(paths.distributors.href());
    expect(document.title).toBe('الموزعون | The Gate');
    const [first] = await screen.findAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('3 فروع');
    const phone = within(first!).getAllByRole('link', { name: /^\+?[\d\s]+$/ })[0]!;
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(within(first!).getAllByRole('link', { name: /^عرض على الخريطة/ })).toHaveLength(3);
    expect(screen.getByText('تم العثور على 3 موزعين')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث في الموزعين' })).toHaveAttribute(
      'placeholder',
      'ابحث بالاسم أو الوصف...',
    );
  });

  it('offers the promo code inside an Arabic sentence, the code itself left to right', () => {
    render(
      <MemoryRouter>
        <InfoPage newsletter={<form aria-label="Stand-in newsletter" />} />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('complementary', { name: 'كود الخصم' });
    expect(banner).toHaveTextContent('استخدم الكود GATE2025 عند إتمام الشراء لتحصل على خصم على طلبك.');
    expect(within(banner).getByText('GATE2025')).toHaveAttribute('dir', 'ltr');
    expect(within(banner).getByRole('button', { name: 'نسخ كود الخصم GATE2025' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'من نحن' })).toBeInTheDocument();
  });

  it('names the years and stages in Arabic on the For Students picker', async () => {
    const tags: Tag[] = [5, 6, 7].map((year) => ({ id: year, key: 'levels', value: `Year ${year}` }));
    stubApi({ [YEAR_LEVELS_PATH]: tags });
    const router = createMemoryRouter([{ path: paths.studentServices.path, element: <StudentServicesPage /> }], {
      initialEntries: ['/student-services'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('tab', { name: 'المرحلة الإعدادية' })).toBeInTheDocument();
    const [year5, , year7] = screen.getAllByRole('article');
    expect(within(year5!).getByRole('link', { name: 'الصف 5' })).toHaveAttribute('href', '/year-level/year-5');
    expect(year5).toHaveTextContent('المرحلة الابتدائية');
    expect(year7).toHaveTextContent('المرحلة الإعدادية');
    expect(year7).toHaveTextContent('استكشف الصف 7');
  });
});
