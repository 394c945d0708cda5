import { describe, expect, it } from 'vitest';
import { exam, exams, grammarPractice, readingDiagnostic, readingMock, writingPaper } from '../test/fixtures';
import { type ExamFilters, filterExams, parseSort, parseYear, sortExams, subjectOptions } from './filter-exams';

const none: ExamFilters = { search: '', year: null, subject: null, sort: 'default' };
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('filterExams', () => {
  it('EX-02: matches a case-insensitive substring of the title', () => {
    expect(ids(filterExams(exams, { ...none, search: 'pRIMARY checkpoint' }))).toEqual([readingMock.id]);
  });

  it('EX-02: matches a case-insensitive substring of the description', () => {
    expect(ids(filterExams(exams, { ...none, search: 'rEtRiEvAl' }))).toEqual([readingDiagnostic.id]);
  });

  it('EX-02: does not match other fields (subject, type, difficulty), and trims the term', () => {
    const quiz = exam({
      id: 40,
      title: 'Spelling check',
      description: 'Short.',
      subject: 'Vocabulary',
      examType: 'Quiz',
      difficulty: 'Advanced',
    });
    for (const term of ['vocab', 'quiz', 'advanced'])
      expect(filterExams([quiz], { ...none, search: term })).toEqual([]);
    expect(filterExams([quiz], { ...none, search: '  SPELLING  ' })).toEqual([quiz]);
    expect(filterExams(exams, { ...none, search: '   ' })).toEqual(exams);
  });

  it('EX-03: year and subject keep the exams equal to the chosen value, together with the search', () => {
    expect(ids(filterExams(exams, { ...none, year: 'Year 5' }))).toEqual([readingDiagnostic.id, grammarPractice.id]);
    expect(ids(filterExams(exams, { ...none, subject: 'Reading' }))).toEqual([readingDiagnostic.id, readingMock.id]);
    expect(ids(filterExams(exams, { ...none, year: 'Year 5', subject: 'Reading' }))).toEqual([readingDiagnostic.id]);
    expect(filterExams(exams, { ...none, year: 'Year 6', search: 'baseline' })).toEqual([]);
  });
});

describe('sortExams', () => {
  it('EX-10: price low to high counts a free exam as 0 and keeps equal prices in the server order', () => {
    const freeButPriced = exam({ id: 20, title: 'Free with a stale price', price: 500, isFree: true });
    expect(ids(sortExams([...exams, freeButPriced], 'price-asc'))).toEqual([
      readingDiagnostic.id,
      freeButPriced.id,
      grammarPractice.id,
      writingPaper.id,
      readingMock.id,
    ]);
  });

  it('EX-10: price high to low is descending and stable too', () => {
    expect(ids(sortExams(exams, 'price-desc'))).toEqual([
      readingMock.id,
      grammarPractice.id,
      writingPaper.id,
      readingDiagnostic.id,
    ]);
  });

  it('EX-10: title A–Z and Z–A are alphabetical, ignoring case, with numbers in numeric order', () => {
    const test10 = exam({ id: 30, title: 'Year 5 Grammar and Punctuation Practice Test 10' });
    const list = [...exams, test10];
    const aToZ = [writingPaper.id, grammarPractice.id, test10.id, readingDiagnostic.id, readingMock.id];
    // "checkpoint" sorts under C although it is lower case; "Test 1" before "Test 10", "Year 5 G" before "Year 5 R".
    expect(ids(sortExams(list, 'title-asc'))).toEqual(aToZ);
    expect(ids(sortExams(list, 'title-desc'))).toEqual([...aToZ].reverse());
  });

  it('EX-10: default keeps the order given, and sorting never changes the list it was given', () => {
    const given = [...exams];
    sortExams(given, 'title-asc');
    expect(given).toEqual(exams);
    expect(sortExams(given, 'default')).toEqual(exams);
    expect(sortExams(given, 'default')).not.toBe(given);
  });
});

describe('query-string values', () => {
  it('reads the year as "Year 5", "year-5" or "5", and nothing else', () => {
    expect(['Year 5', 'year-5', '5', ' YEAR 8 '].map(parseYear)).toEqual(['Year 5', 'Year 5', 'Year 5', 'Year 8']);
    expect(['Year 9', 'Year 12', '', 'x', null].map(parseYear)).toEqual([null, null, null, null, null]);
  });

  it('EX-09: an unknown sort is the default', () => {
    expect(parseSort('price-desc')).toBe('price-desc');
    expect(parseSort('price')).toBe('default');
    expect(parseSort(null)).toBe('default');
  });

  it('EX-03: the subjects are those of the exams, A–Z once each, plus a chosen one no exam has', () => {
    expect(subjectOptions(exams, null)).toEqual(['Grammar and Punctuation', 'Reading', 'Writing']);
    expect(subjectOptions(exams, 'Vocabulary')).toEqual([
      'Grammar and Punctuation',
      'Reading',
      'Vocabulary',
      'Writing',
    ]);
  });
});
