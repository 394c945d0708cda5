import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { packagePath } from '../api/get-package';
import { PACKAGE_GROUPS_PATH } from '../api/get-package-groups';
import { groups, year5Pro } from '../test/fixtures';
import { renderPackages } from '../test/render-packages';

/** What a reader sees: without Intl's direction marks, and its no-break space as a space. */
const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('/ar/packages/{year} (issue 26 §2)', () => {
  it('compares a year’s tiers in Arabic: heading, Best Value, include lists, prices in ج.م.', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    renderPackages('/packages/year-5');
    await waitFor(() => expect(screen.queryByText('جارٍ تحميل الباقات…')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'باقات الصف 5' })).toBeInTheDocument();
    expect(document.title).toBe('باقات الصف 5 | The Gate');
    expect(screen.getByRole('link', { name: 'العودة إلى الباقات' })).toHaveAttribute('href', '/packages');
    const pro = screen.getByRole('article', { name: 'Year 5 Pro Package' });
    // Tier names are the shop's product words, kept in English.
    expect(within(pro).getByText('Pro')).toBeInTheDocument();
    expect(within(pro).getByText('الأفضل قيمة')).toBeInTheDocument();
    expect(visible(within(pro).getByText(/ج\.م\./).textContent)).toBe('549.00 ج.م.');
    const includes = within(within(pro).getByRole('list', { name: 'محتويات الباقة' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(includes).toEqual(['القراءةعنصران', 'الكتابةعنصران', 'التحدث والاستماععنصر واحد']);
    expect(within(pro).getByRole('link', { name: 'عرض التفاصيل: Year 5 Pro Package' })).toHaveAttribute(
      'href',
      '/packages/year-5/3',
    );
  });

  it('says a year without packages has none, naming the year in Arabic', async () => {
    stubApi({ [PACKAGE_GROUPS_PATH]: groups });
    renderPackages('/packages/year-7');
    expect(await screen.findByText('لا توجد باقات للصف 7.')).toBeInTheDocument();
  });
});

describe('/ar/packages/{year}/{id} (issue 26 §2)', () => {
  it('shows a package’s sections, contents and the way back in Arabic', async () => {
    stubApi({ [packagePath(3)]: year5Pro });
    renderPackages('/packages/year-5/3');
    await screen.findByRole('heading', { level: 1, name: 'Year 5 Pro Package' });
    expect(screen.getByRole('complementary', { name: 'اشترِ هذه الباقة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى باقات الصف 5' })).toHaveAttribute('href', '/packages/year-5');
    expect(screen.getByRole('region', { name: 'محتويات الباقة' })).toBeInTheDocument();
    // The section counts, and each item's section under its title.
    expect(screen.getAllByText('أوراق تدريب').map((element) => element.tagName)).toContain('DT');
    expect(screen.getByText('دفع آمن • وصول فوري')).toBeInTheDocument();
  });

  it('says a missing package is not found, in Arabic', async () => {
    stubApi({});
    renderPackages('/packages/year-5/abc');
    expect(await screen.findByRole('heading', { name: 'الباقة غير موجودة.' })).toBeInTheDocument();
    expect(document.title).toBe('الباقة غير موجودة | The Gate');
  });
});
