import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('JSON inside a script element', () => {
  it('cannot close the element or open a comment, and reads back as the same value', () => {
    const value = { title: 'A </script><script>alert(1)</script> <!-- x \u2028 \u2029', n: 1 };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
