import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { BOOKS_PATH } from '../api/get-books';
import { books, year6Workbook } from '../test/fixtures';
import { renderBooks } from '../test/render-books';

/** What a reader sees: without Intl's direction marks, and its no-break space as a space. */
const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/ar/digital-books (issue 26 §2)', () => {
  it('writes the list, its filters and its count in Arabic, the years named in Arabic and prices in ج.م.', async () => {
    stubApi({ [BOOKS_PATH]: books });
    renderBooks('/digital-books?year=Year%206');
    await waitFor(() => expect(screen.queryByText('جارٍ تحميل الكتب…')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'الكتب الرقمية' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث في الكتب' })).toBeInTheDocument();
    const year = screen.getByRole('combobox', { name: 'الصف' });
    expect(year).toHaveValue('Year 6');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['كل الصفوف', 'الصف 5', 'الصف 6', 'الصف 7', 'الصف 8']);
    expect(screen.getByText('عُثر على كتاب واحد')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('الصف 6')).toBeInTheDocument();
    expect(visible(within(card).getByText(/ج\.م\./).textContent)).toBe('1,500.00 ج.م.');
    expect(screen.getByRole('button', { name: 'مسح التصفية' })).toBeInTheDocument();
  });
});

describe('/ar/digital-books/{id} (issue 26 §2)', () => {
  it('shows a book’s facts and actions in Arabic', async () => {
    stubApi({ [`/api/material-groups/${year6Workbook.id}`]: year6Workbook });
    renderBooks(`/digital-books/${year6Workbook.id}`);
    await screen.findByRole('heading', { level: 1, name: year6Workbook.name! });
    expect(screen.getByRole('link', { name: 'العودة إلى الكتب' })).toHaveAttribute('href', '/digital-books');
    expect(screen.getByText('الصف الدراسي')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الوصف' })).toBeInTheDocument();
  });

  it('says a missing book is not found, in Arabic', async () => {
    stubApi({ '/api/material-groups/999': reply(404, {}) });
    renderBooks('/digital-books/999');
    expect(await screen.findByRole('heading', { name: 'الكتاب غير موجود' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح كل الكتب' })).toHaveAttribute('href', '/digital-books');
  });
});
