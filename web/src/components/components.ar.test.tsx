import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '@/stores/cart/cart-store';
import { MemoryRouter } from '@/test/memory-router';
import { AddToCartButton } from './add-to-cart-button';
import { Breadcrumb, fromHome } from './breadcrumb';
import { PastLastPage } from './empty-state';
import { ErrorState } from './error-state';
import { ActiveFilterChips, FilterLayout, FilterPanelBox } from './filter-layout';
import { PasswordField } from './form/password-field';
import { TextAreaField } from './form/textarea-field';
import { Description } from './item-detail';
import { ViewDetailsLink } from './product-card';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from './ui/carousel';

const withProviders = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/materials']}>
        <CartProvider>{ui}</CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

// Issue 26 §2: the shared components' own words are Arabic in the Arabic build; the data (a title) stays as it is.
describe('the shared components in Arabic', () => {
  it('Add to Cart says أضف إلى السلة, named with the item, and في السلة once added', async () => {
    withProviders(
      <AddToCartButton item={{ id: 5, type: 'material', price: 100, isFree: false }} itemName="Reading Sheet" />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'أضف إلى السلة: Reading Sheet' }));
    expect(screen.getByRole('button', { name: 'في السلة: Reading Sheet' })).toBeDisabled();
  });

  it('the breadcrumb starts at الرئيسية, and View Details reads عرض التفاصيل', () => {
    withProviders(
      <>
        <Breadcrumb items={fromHome({ label: 'Blog', href: '/blog' })} />
        <ViewDetailsLink to="/material/5" name="Reading Sheet" />
      </>,
    );
    const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(trail).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'عرض التفاصيل: Reading Sheet' })).toHaveTextContent('عرض التفاصيل');
  });

  it('picks the Arabic sentence by the English noun, and a general one for an unknown noun', () => {
    withProviders(
      <>
        <PastLastPage page={4} items="orders" firstPageHref="/my-orders" />
        <Description html={null} noun="book" />
        <Description html={null} noun="widget" />
      </>,
    );
    expect(screen.getByText('لا توجد طلبات في الصفحة 4.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'انتقل إلى الصفحة الأولى' })).toHaveAttribute('href', '/my-orders');
    expect(screen.getByText('لم يُضَف وصف لهذا الكتاب بعد.')).toBeVisible();
    expect(screen.getByText('لم يُضَف وصف بعد.')).toBeVisible();
  });

  it('the error state retries with حاول مرة أخرى; the filters speak Arabic', async () => {
    withProviders(
      <>
        <ErrorState title="حدث خطأ ما" message="x" onRetry={() => undefined} />
        <FilterLayout
          panel={<FilterPanelBox>{null}</FilterPanelBox>}
          label="النتائج"
          count=""
          chips={
            <ActiveFilterChips
              chips={[{ key: 'y', label: 'الصف 5', onRemove: () => undefined }]}
              showClear
              onClearAll={() => undefined}
            />
          }
        >
          {null}
        </FilterLayout>
      </>,
    );
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إظهار التصفية' }));
    expect(screen.getByRole('button', { name: 'إخفاء التصفية' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'تصفية' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إزالة التصفية: الصف 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مسح الكل' })).toBeInTheDocument();
  });

  it('the form kit says (اختياري) and إظهار كلمة المرور', () => {
    render(
      <>
        <TextAreaField label="رسالتك" optional />
        <PasswordField label="كلمة المرور" visible={false} onToggleVisible={() => undefined} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'رسالتك (اختياري)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("the carousel's arrows are named in Arabic", () => {
    render(
      <Carousel label="كتب Checkpoint">
        <CarouselContent>
          <CarouselItem>1</CarouselItem>
        </CarouselContent>
        <CarouselControls />
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'كتب Checkpoint' });
    expect(region).toHaveAttribute('aria-roledescription', 'عرض شرائح');
    expect(within(region).getByRole('button', { name: 'الشريحة السابقة', hidden: true })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'الشريحة التالية', hidden: true })).toBeInTheDocument();
  });
});
