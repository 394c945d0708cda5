import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { MY_MATERIALS_PATH } from '../api/get-my-materials';
import { persuasionSlides, readingPack } from '../test/fixtures';
import { renderLibrary, signIn } from '../test/render-library';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PACKAGE = { id: 7, title: 'Year 6 Gold package' };

describe('My Materials in Arabic (issue 26 §2)', () => {
  it('groups by package with Arabic counts, and names the open, download and preview links in Arabic', async () => {
    signIn();
    stubApi({
      [MY_MATERIALS_PATH]: [
        { ...readingPack, package: PACKAGE },
        { ...readingPack, id: 103, title: 'Year 6 Grammar Pack', package: PACKAGE },
        { ...persuasionSlides, package: null },
      ],
    });
    renderLibrary();
    await screen.findByRole('list', { name: PACKAGE.title });
    expect(document.title).toBe('موادي | The Gate');
    expect(screen.getByRole('heading', { level: 1, name: 'موادي' })).toBeVisible();
    const pack = screen.getByRole('region', { name: PACKAGE.title });
    expect(within(pack).getByText('مادتان')).toBeVisible();
    const other = screen.getByRole('region', { name: 'مواد أخرى' });
    expect(within(other).getByText('مادة واحدة')).toBeVisible();

    const sheet = screen.getByRole('article', { name: readingPack.title });
    expect(within(sheet).getByRole('link', { name: `تنزيل: ${readingPack.title}` })).toHaveTextContent('تنزيل');
    expect(within(sheet).getByRole('link', { name: `عرض في التطبيق: ${readingPack.title}` })).toBeVisible();
    expect(within(sheet).getByText('مجاني')).toBeVisible();
    expect(within(sheet).getByText('5 يناير 2025')).toBeVisible();
    expect(within(sheet).getByRole('button', { name: `إضافة ${readingPack.title} إلى المفضّلة` })).toBeVisible();
    const slides = screen.getByRole('article', { name: persuasionSlides.title });
    expect(within(slides).getByRole('link', { name: `معاينة: ${persuasionSlides.title}` })).toBeVisible();
  });

  it('says an empty library is empty, in Arabic', async () => {
    signIn();
    stubApi({ [MY_MATERIALS_PATH]: [] });
    renderLibrary();
    expect(await screen.findByText('لا توجد لديك مواد تعليمية بعد')).toBeVisible();
    expect(screen.getByRole('link', { name: 'تصفّح المواد التعليمية' })).toHaveAttribute('href', '/materials');
  });
});
