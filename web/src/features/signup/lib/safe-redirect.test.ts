import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/my-materials', '/my-materials'],
    ['/materials/year-5?tab=sheets#top', '/materials/year-5?tab=sheets#top'],
  ])('REG-55: follows the site path %s', (url, target) => {
    expect(safeRedirectTarget(url)).toBe(target);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['my-materials'],
  ])('sends %j to /login instead of another site (no open redirect)', (url) => {
    expect(safeRedirectTarget(url)).toBe('/login');
  });
});
