import { describe, expect, it } from 'vitest';
import { ROUTE_TEXT, routeText } from './route-text';
import { ROUTE_ENTRIES } from './routes';
import { ARABIC_ROUTE_TEXT } from './routes-ar';

describe('the pages in Arabic (issue 26 §1, §2)', () => {
  it.each(ROUTE_ENTRIES)('%s has an Arabic title, and a description when the English page has one', (key) => {
    const arabic = ARABIC_ROUTE_TEXT[key];
    expect(arabic.title).toMatch(/[\u0600-\u06ff]/);
    expect(arabic.title).toMatch(/\| The Gate$/);
    expect(Boolean(arabic.description)).toBe(Boolean(ROUTE_TEXT.en[key].description));
    if (arabic.description) expect(arabic.description).toMatch(/[\u0600-\u06ff]/);
  });

  it('gives each page’s text in the language asked for', () => {
    expect(routeText('materials', 'en').title).toBe('Learning Materials | The Gate');
    expect(routeText('materials', 'ar').title).toBe('المواد التعليمية | The Gate');
  });
});
