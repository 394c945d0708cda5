import { describe, expect, it } from 'vitest';
import { booleanString, idString, safeText, strictQuery, UNSAFE_TEXT_MESSAGE } from './common';

describe('idString', () => {
  const id = idString('material id');

  it('accepts a positive whole number that fits a database integer', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse('2147483647')).toBe(2147483647);
  });

  it.each(['0', '-1', '1.5', 'abc', '', ' 1', '01', '2147483648', '1e3', '1\u0000', '1\uD800'])(
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

describe('safeText', () => {
  const field = safeText().trim().min(1, { error: 'Please enter your name' });

  it.each([
    ['a NUL', 'Sara\u0000'],
    ['a lone high surrogate', 'Sara\uD800'],
    ['a lone low surrogate', '\uDC00Sara'],
    ['a low surrogate before its high one', 'Sa\uDE00\uD83Dra'],
    ['DEL', 'Sa\u007Fra'],
    ['an escape character', '\u001B[31mSara'],
    ['a vertical tab, even where trimming would remove it', '\u000BSara'],
  ])('rejects %s with one clear message, before any other rule', (_, value) => {
    const result = field.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('accepts tab, line feed, carriage return and a whole emoji', () => {
    expect(field.parse('Sara\tAhmed\r\nYear 7 \uD83D\uDE00')).toBe('Sara\tAhmed\r\nYear 7 😀');
  });

  it("still reports a missing value as the wrong type, with the field's own message", () => {
    const named = safeText({ error: 'Please enter your name' });
    expect(named.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter your name');
  });
});
