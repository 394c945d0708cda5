import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { BOOKS_PATH } from '@/features/books/api/get-books';
import { books } from '@/features/books/test/fixtures';
import { examsPath } from '@/features/exams/api/get-exams';
import { exams } from '@/features/exams/test/fixtures';
import { PACKAGE_GROUPS_PATH } from '@/features/packages/api/get-package-groups';
import { groups } from '@/features/packages/test/fixtures';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { stubApi } from '@/test/stub-api';
import { DashboardPage } from './dashboard';
import { HOME_TITLE } from './home';
import { NotFoundPage } from './not-found';
import { YearLevelPage } from './year-level';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, routePath: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

// Issue 26 §2: what the app's own routes write is Arabic in the Arabic build.
describe('the app routes in Arabic', () => {
  it('names a year "الصف 5" in its h1, tab title, breadcrumb and the links to the other years', () => {
    stubApi({
      [BOOKS_PATH]: books,
      [PACKAGE_GROUPS_PATH]: groups,
      [examsPath('Year 5')]: exams.filter((exam) => exam.yearGroup === 'Year 5'),
    });
    renderAt(paths.yearLevel.href('year-5'), paths.yearLevel.path, <YearLevelPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الصف 5' })).toBeInTheDocument();
    expect(document.title).toBe('الصف 5 | The Gate');
    expect(screen.getByRole('heading', { level: 2, name: 'مستويات باقات الصف 5' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(trail).getByRole('link', { name: 'للطلاب' })).toHaveAttribute('href', '/student-services');
    const others = screen.getByRole('navigation', { name: 'تصفح الصفوف الأخرى' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['الصف 6', 'الصف 7', 'الصف 8']);
  });

  it('an unknown year says so in Arabic, the typed slug isolated left to right', () => {
    stubApi({});
    renderAt('/year-level/year-12', paths.yearLevel.path, <YearLevelPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الصف غير موجود' })).toBeInTheDocument();
    expect(document.title).toBe('الصف غير موجود | The Gate');
    expect(screen.getByText('year-12').tagName).toBe('BDI');
  });

  it('the 404 page and the home title are Arabic', () => {
    stubApi({});
    renderAt('/nowhere', '*', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'عذرًا! الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
    expect(HOME_TITLE).toBe('Cambridge Checkpoint English للصفوف من 5 إلى 8 | The Gate');
  });

  it('the dashboard asks a visitor to sign in, in Arabic', () => {
    stubApi({});
    renderAt('/dashboard', paths.dashboard.path, <DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(screen.getByText('تابع من حيث توقفت.')).toBeVisible();
    expect(screen.getByText('سجّل الدخول لترى هنا أحدث موادك التعليمية ودوراتك.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      paths.login.href(paths.dashboard.href()),
    );
  });
});
