import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summaries } from '../test/fixtures';
import { renderCatalogue } from '../test/render-catalogue';
import { fakeSearch, stubSearch } from '../test/stub-search';

/** What a reader sees: without Intl's direction marks, and its no-break space as a space. */
const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

const optionNames = (name: string) =>
  within(screen.getByRole('list', { name }))
    .queryAllByRole('checkbox')
    .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);

describe('/ar/materials (issue 26 §2)', () => {
  beforeEach(() => {
    stubSearch(fakeSearch(summaries));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes the page, its filters and its count line in Arabic, the years and skills too', async () => {
    renderCatalogue('/materials');
    expect(await screen.findByText('وجدنا لك 3 مواد تعليمية')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المواد التعليمية' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث في المواد التعليمية' })).toBeInTheDocument();
    expect(optionNames('الصف')).toEqual(['الصف 5 (1)', 'الصف 6 (1)']);
    expect(optionNames('المهارات')).toEqual(['القراءة (2)', 'الكتابة (1)']);
    // Type names are the catalogue's own data: shown as it holds them.
    expect(optionNames('أنواع الموارد')).toContain('Presentation (1)');
  });

  it('prices the cards in Egyptian pounds as Arabic reads them, and names a chosen year in Arabic', async () => {
    renderCatalogue('/materials?grade=Year%206');
    await screen.findByText(/وجدنا لك/);
    const prices = screen.getAllByRole('article').map((card) => visible(card.textContent));
    expect(prices.some((text) => text?.includes('1,500.00 ج.م.'))).toBe(true);
    expect(screen.getByRole('button', { name: /الصف 6/ })).toBeInTheDocument();
  });
});
