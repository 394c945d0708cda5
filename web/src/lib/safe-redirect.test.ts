import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const FALLBACK = '/fallback';

describe('safeRedirectTarget', () => {
  it.each([
    ['/my-materials', '/my-materials'],
    ['/materials/year-5?tab=sheets#top', '/materials/year-5?tab=sheets#top'],
    ['/materials?q=grammar#cart', '/materials?q=grammar#cart'],
  ])('REG-55 AMB-19 follows the site path %s', (url, target) => {
    expect(safeRedirectTarget(url, FALLBACK)).toBe(target);
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
  ])('sends %j to the fallback instead of another site (no open redirect)', (url) => {
    expect(safeRedirectTarget(url, FALLBACK)).toBe(FALLBACK);
  });
});
