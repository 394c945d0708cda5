import { describe, expect, it } from 'vitest';
import { levelTag, materials, skillTag, types } from '../test/fixtures';
import { gradeOptions, skillOptions, typeOptions } from './filter-options';

describe('filter options', () => {
  it('Grade keeps only levels tags of the four offered years, sorted by year (B§7, GLB-17)', () => {
    const tags = [
      levelTag(8),
      { id: 50, key: 'levels', value: 'Year 9' },
      levelTag(5),
      { id: 51, key: 'Level', value: 'A' },
    ];
    expect(gradeOptions(tags)).toEqual(['Year 5', 'Year 8']);
  });

  it('Grade falls back to the four offered years when the tags call gives nothing', () => {
    expect(gradeOptions(undefined)).toEqual(['Year 5', 'Year 6', 'Year 7', 'Year 8']);
    expect(gradeOptions([])).toEqual(['Year 5', 'Year 6', 'Year 7', 'Year 8']);
  });

  it('Skills keeps only Sub-strand tag values, without duplicates', () => {
    const tags = [skillTag(1, 'Writing'), skillTag(2, 'Reading'), skillTag(3, 'Reading'), levelTag(5)];
    expect(skillOptions(tags, materials)).toEqual(['Reading', 'Writing']);
  });

  it('Skills come from the loaded materials when the tags call gives nothing', () => {
    expect(skillOptions([], materials)).toEqual(['Reading', 'Writing']);
  });

  it('Resource Types come from the types call, else from the loaded materials', () => {
    expect(typeOptions(types, materials)).toEqual(types.map(({ id, name }) => ({ id, name })));
    expect(typeOptions(undefined, materials)).toEqual([
      { id: 1, name: 'Practice Sheet' },
      { id: 2, name: 'Presentation' },
      { id: 3, name: 'Practice Exam' },
    ]);
  });
});
