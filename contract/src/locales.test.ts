import { describe, expect, it } from 'vitest';
import { directionOf, localeFromAcceptLanguage, localeOfPath, localisedPath, stripLocale } from './locales';

describe('languages of the shop (issue 26 §1)', () => {
  it('reads Arabic from /ar and anything under it, and English elsewhere', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/materials')).toBe('ar');
    expect(localeOfPath('/AR/material/3')).toBe('ar');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/archive')).toBe('en');
    expect(localeOfPath('/materials/ar')).toBe('en');
  });

  it('strips and adds the Arabic prefix, leaving English paths as they are', () => {
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale('/ar/')).toBe('/');
    expect(stripLocale('/ar/packages/year-5')).toBe('/packages/year-5');
    expect(stripLocale('/archive')).toBe('/archive');
    expect(localisedPath('/', 'ar')).toBe('/ar');
    expect(localisedPath('/blog/x', 'ar')).toBe('/ar/blog/x');
    expect(localisedPath('/blog/x', 'en')).toBe('/blog/x');
  });

  it('takes the first language of ours that Accept-Language asks for, by weight', () => {
    expect(localeFromAcceptLanguage('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.5,ar;q=0.9')).toBe('ar');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de')).toBe('en');
    expect(localeFromAcceptLanguage('ar;q=0')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    // A weight that is not a number is ignored, as if none were given.
    expect(localeFromAcceptLanguage('ar;q=abc')).toBe('ar');
  });

  it('reads Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
