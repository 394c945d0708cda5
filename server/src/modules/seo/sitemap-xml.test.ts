import { describe, expect, it } from 'vitest';
import { sitemapXml } from './routes';

describe('sitemapXml', () => {
  // issue 23 §4: the sitemap uses the server's one escaper, which writes all five characters XML predefines.
  it('escapes the XML five in every address, so a blog slug cannot break the document', () => {
    const xml = sitemapXml('https://shop.example', [{ path: `/blog/tom-&-jerry's-"<best>"`, lastModified: null }]);
    expect(xml).toContain('<loc>https://shop.example/blog/tom-&amp;-jerry&#39;s-&quot;&lt;best&gt;&quot;</loc>');
  });
});
