import { describe, expect, it } from 'vitest';
import { sitemapXml } from './routes';

describe('sitemapXml', () => {
  // issue 23 §4: the sitemap uses the server's one escaper, which writes all five characters XML predefines.
  it('escapes the XML five in every address, so a blog slug cannot break the document', () => {
    const xml = sitemapXml('https://shop.example', [{ path: `/blog/tom-&-jerry's-"<best>"`, lastModified: null }]);
    expect(xml).toContain('<loc>https://shop.example/blog/tom-&amp;-jerry&#39;s-&quot;&lt;best&gt;&quot;</loc>');
  });
});

describe('sitemapXml in both languages (issue 26 §1)', () => {
  it('lists each page in English then Arabic, each with the alternates en, ar and x-default (English)', () => {
    const modified = new Date('2026-11-01T10:00:00.000Z');
    const xml = sitemapXml('https://shop.example', [
      { path: '/', lastModified: null },
      { path: '/material/7', lastModified: modified },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const alternates = (en: string, ar: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    const home = alternates('https://shop.example/', 'https://shop.example/ar');
    const material = alternates('https://shop.example/material/7', 'https://shop.example/ar/material/7');
    const lastmod = '<lastmod>2026-11-01T10:00:00.000Z</lastmod>';
    expect(xml.split('\n').filter((line) => line.startsWith('  <url>'))).toEqual([
      `  <url><loc>https://shop.example/</loc>${home}</url>`,
      `  <url><loc>https://shop.example/ar</loc>${home}</url>`,
      `  <url><loc>https://shop.example/material/7</loc>${lastmod}${material}</url>`,
      `  <url><loc>https://shop.example/ar/material/7</loc>${lastmod}${material}</url>`,
    ]);
  });
});
