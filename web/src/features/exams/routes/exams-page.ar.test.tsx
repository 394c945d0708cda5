import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { EXAMS_PATH } from '../api/get-exams';
import { exams, grammarPractice, readingMock } from '../test/fixtures';
import { renderExams } from '../test/render-exams';

/** What a reader sees: without Intl's direction marks, and its no-break space as a space. */
const visible = (text: string | null | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

/** A card's facts, term → value, as a screen reader reads the list. */
const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('/ar/the-gate-exams (issue 26 §2)', () => {
  it('writes the list, its filters and sort in Arabic; minutes and questions counted in Arabic', async () => {
    stubApi({ [EXAMS_PATH]: exams });
    renderExams('/the-gate-exams?year=Year%206');
    await waitFor(() => expect(screen.queryByText('جارٍ تحميل الامتحانات…')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'امتحانات The Gate' })).toBeInTheDocument();
    expect(document.title).toBe('امتحانات The Gate | The Gate');
    expect(screen.getByText('يُعرض امتحان واحد')).toBeInTheDocument();
    const year = screen.getByRole('combobox', { name: 'الصف الدراسي' });
    expect(year).toHaveValue('Year 6');
    expect(within(year).getByRole('option', { name: 'الصف 6' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'ترتيب حسب' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'الترتيب الافتراضي',
      'السعر: من الأقل إلى الأعلى',
      'السعر: من الأعلى إلى الأقل',
      'العنوان: من A إلى Z',
      'العنوان: من Z إلى A',
    ]);
    const card = screen.getByRole('article', { name: readingMock.title });
    expect(facts(card)).toEqual({ المدة: '70 دقيقة', 'عدد الأسئلة': '24 سؤالًا', المستوى: 'متقدم' });
    expect(within(card).getByText('امتحان تجريبي')).toBeInTheDocument();
    expect(visible(within(card).getByText(/ج\.م\./).textContent)).toBe('195.00 ج.م.');
  });
});

describe('/ar/the-gate-exams/{id} (issue 26 §2)', () => {
  it('sells an exam in Arabic, with My Materials linked inside the sentence', async () => {
    stubApi({ [`/api/exams/${grammarPractice.id}`]: grammarPractice });
    renderExams(`/the-gate-exams/${grammarPractice.id}`);
    await screen.findByRole('heading', { level: 1, name: grammarPractice.title });
    expect(screen.getByRole('link', { name: 'موادي' })).toHaveAttribute('href', paths.myMaterials.href());
    expect(screen.getByText(/بعد الشراء، تجد ورقة الامتحان في/)).toBeInTheDocument();
    expect(screen.getByText('القواعد وعلامات الترقيم')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'امتحانات The Gate' })).toHaveAttribute('href', '/the-gate-exams');
  });
});
