import { describe, expect, it } from 'vitest';
import { withBase, withoutBase } from './hooks';

describe('the router under a language prefix (issue 26 §1)', () => {
  it('puts the base before the app’s paths, with the home at /ar', () => {
    expect(withBase('/ar', '/materials?year=5')).toBe('/ar/materials?year=5');
    expect(withBase('/ar', '/')).toBe('/ar');
    expect(withBase('/ar', '/?q=x')).toBe('/ar?q=x');
    expect(withBase('/ar', '/#top')).toBe('/ar#top');
    expect(withBase('/ar', '?page=2')).toBe('?page=2');
    expect(withBase('/ar', '//evil.example/x')).toBe('//evil.example/x');
    expect(withBase('/ar', 'https://paymob.example/x')).toBe('https://paymob.example/x');
    expect(withBase('', '/materials')).toBe('/materials');
  });

  it('reads the app’s path from the browser’s, with or without a trailing slash', () => {
    expect(withoutBase('/ar', '/ar/materials')).toBe('/materials');
    expect(withoutBase('/ar', '/ar')).toBe('/');
    expect(withoutBase('/ar', '/AR/Materials')).toBe('/Materials');
    expect(withoutBase('/ar', '/archive')).toBe('/archive');
    expect(withoutBase('', '/materials')).toBe('/materials');
  });
});
