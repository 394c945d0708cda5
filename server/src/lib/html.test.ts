import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeStoredHtml } from './html';

describe('sanitizeStoredHtml', () => {
  it('keeps formatting, lists, headings and safe links', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><a href="https://x.example">x</a>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeStoredHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<style/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('makes a new-tab link unable to reach its opener', () => {
    expect(sanitizeStoredHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

// issue 23 §4: one escaper for every piece of markup the server writes (mail, meta tags, sandbox pages, sitemap, SVG).
describe('escapeHtml', () => {
  it('writes the five characters that end a text or a quoted attribute as entities', () => {
    expect(escapeHtml(`Tom & Jerry's <b class="x">`)).toBe('Tom &amp; Jerry&#39;s &lt;b class=&quot;x&quot;&gt;');
  });

  it('escapes an ampersand of an entity already there, so text shows as it was typed', () => {
    expect(escapeHtml('&lt; is written &amp;lt;')).toBe('&amp;lt; is written &amp;amp;lt;');
  });

  it('leaves every other character as it is', () => {
    const text = 'Year 7 – Writing: “speech” marks, ١٢٣ / 50% off? = yes; `code` \\ ok';
    expect(escapeHtml(text)).toBe(text);
  });
});
