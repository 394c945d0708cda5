import { describe, expect, it } from 'vitest';
import { booleanString, idString, strictQuery } from './common';

describe('idString', () => {
  const id = idString('material id');

  it('accepts a positive whole number that fits a database integer', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse('2147483647')).toBe(2147483647);
  });

  it.each(['0', '-1', '1.5', 'abc', '', ' 1', '01', '2147483648', '1e3'])(
    'rejects %j with a clear message',
    (value) => {
      const result = id.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The material id must be a positive whole number.');
    },
  );
});

describe('booleanString', () => {
  it('accepts only true and false', () => {
    const flag = booleanString('includeMaterials');
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse('false')).toBe(false);
    expect(flag.safeParse('1').error?.issues[0]?.message).toBe('The includeMaterials parameter must be true or false.');
  });
});

describe('strictQuery', () => {
  it('names an unknown parameter', () => {
    const schema = strictQuery({});
    expect(schema.safeParse({ sort: 'x' }).error?.issues[0]?.message).toBe('Unknown query parameter: sort.');
  });
});
