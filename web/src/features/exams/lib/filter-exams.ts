import { YEAR_LEVELS, type YearLevel } from '@the-gate/contract/catalogue-rules';
import type { Exam } from '@the-gate/contract/exams';
import { t } from '../i18n';

/** Query-string names of /the-gate-exams: `?search=&year=Year%205&subject=Reading&sort=price-asc`. */
export const EXAM_PARAMS = { search: 'search', year: 'year', subject: 'subject', sort: 'sort' } as const;

/** The 'Sort By' choices, in the spec's order (EX-09); `default` is the server's order (EX-10). */
export const EXAM_SORTS = [
  { value: 'default', label: t('sortDefault') },
  { value: 'price-asc', label: t('sortPriceAsc') },
  { value: 'price-desc', label: t('sortPriceDesc') },
  { value: 'title-asc', label: t('sortTitleAsc') },
  { value: 'title-desc', label: t('sortTitleDesc') },
] as const;
export type ExamSort = (typeof EXAM_SORTS)[number]['value'];

export type ExamFilters = { search: string; year: YearLevel | null; subject: string | null; sort: ExamSort };

/** `Year 5`, and the year-level page's `year-5` or a bare `5`, are Year 5; anything else is no year. */
export function parseYear(value: string | null): YearLevel | null {
  const digit = value?.trim().match(/^(?:year[\s-]*)?(\d)$/i)?.[1];
  return YEAR_LEVELS.find((level) => level === `Year ${digit}`) ?? null;
}

export const parseSort = (value: string | null): ExamSort =>
  EXAM_SORTS.find((sort) => sort.value === value)?.value ?? 'default';

/** A free exam costs nothing whatever price it carries, so it sorts as 0 (EX-11). */
const effectivePrice = (exam: Exam) => (exam.isFree ? 0 : exam.price || 0);

// "Test 2" before "Test 10", and case does not split the alphabet in two.
const titleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Exam search: a case-insensitive substring of the title or the description (B§5, EX-02). Year and
 * subject: equal to the chosen value (EX-03). All must hold.
 */
export function filterExams(exams: readonly Exam[], { search, year, subject }: Omit<ExamFilters, 'sort'>): Exam[] {
  const term = search.trim().toLowerCase();
  return exams.filter(
    (exam) =>
      (!year || exam.yearGroup === year) &&
      (!subject || exam.subject === subject) &&
      (!term || exam.title.toLowerCase().includes(term) || exam.description.toLowerCase().includes(term)),
  );
}

/**
 * A sorted copy (EX-10): by price or by title, either way; `default` keeps the order given, which is
 * the server's. The sorts are stable, so equal prices keep the server's order between them.
 */
export function sortExams(exams: readonly Exam[], sort: ExamSort): Exam[] {
  const copy = [...exams];
  switch (sort) {
    case 'price-asc':
      return copy.sort((a, b) => effectivePrice(a) - effectivePrice(b));
    case 'price-desc':
      return copy.sort((a, b) => effectivePrice(b) - effectivePrice(a));
    case 'title-asc':
      return copy.sort((a, b) => titleOrder.compare(a.title, b.title));
    case 'title-desc':
      return copy.sort((a, b) => titleOrder.compare(b.title, a.title));
    default:
      return copy;
  }
}

/**
 * The 'Subject' choices: the subjects of the exams served, A–Z. A subject from the address that no
 * exam has is kept, so the select shows what is applied (and its chip can remove it).
 */
export function subjectOptions(exams: readonly Exam[], selected: string | null): string[] {
  const subjects = new Set(exams.map((exam) => exam.subject).filter(Boolean));
  if (selected) subjects.add(selected);
  return [...subjects].sort(titleOrder.compare);
}
