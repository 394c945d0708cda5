import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { PACKAGES_PATH } from '../api/get-packages';
import { packageList } from '../test/fixtures';
import { renderPackages } from '../test/render-packages';

const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('/ar/packages (issue 26 §2)', () => {
  it('names the years and their stages in Arabic, with the tiers counted and priced in ج.م.', async () => {
    stubApi({ [PACKAGES_PATH]: packageList });
    renderPackages('/packages');
    await waitFor(() => expect(screen.queryByText('جارٍ تحميل الباقات…')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'الباقات التعليمية' })).toBeInTheDocument();
    expect(document.title).toBe('الباقات التعليمية | The Gate');
    const year5 = screen.getByRole('article', { name: 'الصف 5' });
    expect(within(year5).getByText('المرحلة الابتدائية')).toBeInTheDocument();
    expect(visible(within(year5).getByText(/مستويات/).textContent)).toBe('3 مستويات تبدأ من 199.00 ج.م.');
    expect(within(screen.getByRole('article', { name: 'الصف 8' })).getByText('المرحلة الإعدادية')).toBeInTheDocument();
  });
});
