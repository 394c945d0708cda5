import { shopItems } from '../support/buyer';
import { expect, test } from '../support/fixtures';

/**
 * Issue 26: the shop in Arabic. The landing pages' Arabic twins arrive rendered in Arabic, right to
 * left, linked to their English twins; the English pages stay as they were.
 */

test.describe('the Arabic pages as the server sends them (issue 26 §1, §4)', () => {
  test('every landing page’s twin is Arabic, right to left, rendered on the server, with both hreflang links', async ({
    request,
  }) => {
    const { paid } = await shopItems(request);
    for (const path of ['/ar', '/ar/materials', `/ar/material/${paid.id}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(html, path).toMatch(/<html lang="ar" dir="rtl">/);
      // The navigation, rendered on the server in Arabic.
      expect(html, path).toContain('الرئيسية');
      expect(html, path).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+"/);
      expect(html, path).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+\/ar[^"]*"/);
      expect(html, path).toMatch(/<link rel="alternate" hreflang="x-default"/);
      // Arabic type, preloaded on Arabic pages.
      expect(html, path).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="\/ar\/assets\/cairo-arabic/);
    }
    const english = await (await request.get('/materials')).text();
    expect(english).toMatch(/<html lang="en">/);
    expect(english).not.toContain('as="font"');
  });
});
