import { describe, expect, it } from 'vitest';
import { isInStage, yearLevelsFromTags, yearNumber } from './year-levels';

describe('year levels (B§7, STU-07, STU-12)', () => {
  it('reads the year number, so Year 10 sorts after Year 5', () => {
    expect(yearNumber('Year 10')).toBe(10);
    expect(
      yearLevelsFromTags([
        { id: 1, key: 'levels', value: 'Year 10' },
        { id: 2, key: 'levels', value: 'Year 5' },
        { id: 3, key: 'levels', value: 'Foundation' },
        { id: 4, key: 'Level descriptor', value: 'Year 1' },
      ]).map((tag) => tag.value),
    ).toEqual(['Year 5', 'Year 10', 'Foundation']);
  });

  it('puts Year 6 and below in Primary and above Year 6 in Lower Secondary; a value without a year only in All Levels', () => {
    expect(['Year 5', 'Year 6', 'Year 7', 'Year 10'].filter((value) => isInStage(value, 'primary'))).toEqual([
      'Year 5',
      'Year 6',
    ]);
    expect(['Year 5', 'Year 6', 'Year 7', 'Year 10'].filter((value) => isInStage(value, 'lower-secondary'))).toEqual([
      'Year 7',
      'Year 10',
    ]);
    expect((['primary', 'lower-secondary', 'all'] as const).map((stage) => isInStage('Foundation', stage))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
