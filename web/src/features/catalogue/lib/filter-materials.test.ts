import { describe, expect, it } from 'vitest';
import { argumentPresentation, inferenceSheet, levelTag, material, materials, untaggedExam } from '../test/fixtures';
import {
  filterMaterials,
  matchesGrade,
  matchesSearch,
  matchesSkill,
  matchesType,
  NO_FILTERS,
} from './filter-materials';

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('search', () => {
  it('MAT-01: matches a case-insensitive substring of the title, the type name or the brief description', () => {
    expect(matchesSearch(inferenceSheet, 'INFERENCE')).toBe(true);
    expect(matchesSearch(argumentPresentation, 'presentation')).toBe(true);
    expect(matchesSearch(untaggedExam, 'practice EXAM')).toBe(true);
    expect(matchesSearch(inferenceSheet, 'guided quest')).toBe(true);
    expect(matchesSearch(inferenceSheet, 'shakespeare')).toBe(false);
  });

  it('MAT-01: a blank search matches everything', () => {
    expect(ids(filterMaterials(materials, { ...NO_FILTERS, search: '   ' }))).toEqual([1, 2, 3]);
  });

  it('MAT-02: a word only in the full description or the author does not match', () => {
    expect(inferenceSheet.description).toContain('introduces');
    expect(matchesSearch(inferenceSheet, 'introduces')).toBe(false);
    expect(matchesSearch(inferenceSheet, 'El-Sayed')).toBe(false);
  });

  it('MAT-01: a missing brief description is simply not searched', () => {
    expect(matchesSearch(material({ id: 9, title: 'Poems', briefDescription: null }), 'null')).toBe(false);
  });
});

describe('Resource Types', () => {
  it('MAT-11: a material matches when its typeId is one of the selected type ids', () => {
    expect(matchesType(argumentPresentation, [2])).toBe(true);
    expect(matchesType(argumentPresentation, [1, 3])).toBe(false);
    expect(ids(filterMaterials(materials, { ...NO_FILTERS, typeIds: [1, 3] }))).toEqual([1, 3]);
  });
});

describe('Grade', () => {
  it('MAT-12: a tagged material matches when one of its levels tag values is selected', () => {
    expect(matchesGrade(inferenceSheet, ['Year 5'])).toBe(true);
    expect(matchesGrade(inferenceSheet, ['Year 6', 'Year 7'])).toBe(false);
    expect(matchesGrade(argumentPresentation, ['Year 5', 'Year 6'])).toBe(true);
  });

  it('MAT-12: a tagged material is judged by its tag, not by a year named in its title', () => {
    const tagged = material({ id: 10, title: 'Year 5 revision for Year 6', tags: [levelTag(6)] });
    expect(matchesGrade(tagged, ['Year 5'])).toBe(false);
  });

  it('MAT-13: an untagged material matches when the selected year appears in its title or brief description, ignoring case', () => {
    expect(untaggedExam.tags).toEqual([]);
    expect(matchesGrade(untaggedExam, ['Year 5'])).toBe(true);
    expect(matchesGrade(untaggedExam, ['Year 6'])).toBe(false);
    expect(matchesGrade(material({ id: 11, title: 'YEAR 7 Study Notes' }), ['Year 7'])).toBe(true);
  });

  it('MAT-13: a material whose tags carry no levels value gets the same text test', () => {
    const onlySkill = material({
      id: 12,
      title: 'Year 8 Debate Pack',
      tags: [{ id: 2, key: 'Sub-strand', value: 'Speaking and Listening' }],
    });
    expect(matchesGrade(onlySkill, ['Year 8'])).toBe(true);
    expect(matchesGrade(onlySkill, ['Year 5'])).toBe(false);
  });
});

describe('Skills', () => {
  it('MAT-14: a material matches when its subject equals a selected skill', () => {
    expect(matchesSkill(untaggedExam, ['Reading'])).toBe(true);
    expect(matchesSkill(untaggedExam, ['Writing'])).toBe(false);
  });

  it('MAT-14: a material matches when one of its Sub-strand tag values equals a selected skill', () => {
    const tagged = material({
      id: 13,
      title: 'Mixed skills sheet',
      subject: 'Reading',
      tags: [{ id: 7, key: 'Sub-strand', value: 'Grammar and Punctuation' }],
    });
    expect(matchesSkill(tagged, ['Grammar and Punctuation'])).toBe(true);
    expect(matchesSkill(tagged, ['Reading'])).toBe(true);
    expect(matchesSkill(tagged, ['Vocabulary'])).toBe(false);
  });

  it('MAT-14: a tag with another key does not count as a skill', () => {
    const other = material({ id: 14, title: 'Sheet', tags: [{ id: 3, key: 'MaterialType', value: 'Reading' }] });
    expect(matchesSkill(other, ['Reading'])).toBe(false);
  });
});

describe('combining the groups', () => {
  it('MAT-15 (AMB-14 reading 1): Grade=Year 5 with Skills=Reading keeps only Year 5 reading materials (AND across groups)', () => {
    const writingYear5 = material({ id: 15, title: 'Year 5 writing sheet', subject: 'Writing', tags: [levelTag(5)] });
    const readingYear6 = material({ id: 16, title: 'Year 6 reading sheet', subject: 'Reading', tags: [levelTag(6)] });
    const result = filterMaterials([...materials, writingYear5, readingYear6], {
      ...NO_FILTERS,
      grades: ['Year 5'],
      skills: ['Reading'],
    });
    expect(ids(result)).toEqual([1, 3]);
  });

  it('MAT-15: values inside one group combine with OR', () => {
    expect(ids(filterMaterials(materials, { ...NO_FILTERS, grades: ['Year 5', 'Year 6'] }))).toEqual([1, 2, 3]);
    expect(ids(filterMaterials(materials, { ...NO_FILTERS, skills: ['Reading', 'Writing'] }))).toEqual([1, 2, 3]);
  });

  it('MAT-15: the search narrows the filtered list further', () => {
    const result = filterMaterials(materials, { ...NO_FILTERS, grades: ['Year 5'], search: 'exam' });
    expect(ids(result)).toEqual([3]);
  });

  it('MAT-10: filters that nothing satisfies give an empty list', () => {
    expect(filterMaterials(materials, { ...NO_FILTERS, grades: ['Year 8'] })).toEqual([]);
  });
});
