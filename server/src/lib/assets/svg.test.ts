import { describe, expect, it } from 'vitest';
import { makeAvatarSvg, makeCoverSvg } from './svg';

/**
 * Small well-formedness check: one root element, every start tag closed in order, attribute
 * values quoted, and no bare '&' or '<' outside markup.
 */
function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of xml.matchAll(token)) {
    const [, closing, tag, , selfClosing, textPart, strayLt] = m;
    if (strayLt) throw new Error(`stray '<' at ${m.index}`);
    if (textPart !== undefined) {
      const bareAmp = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(textPart);
      if (bareAmp) throw new Error(`bare '&' in "${textPart}"`);
      if (stack.length === 0 && textPart.trim()) throw new Error('text outside the root');
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== tag) throw new Error(`</${tag}> closes <${open}>`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(tag ?? '');
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`expected one root element, got ${roots}`);
}

const rootAttr = (svg: string, name: string): string | undefined =>
  new RegExp(`^<svg[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1];

describe('makeCoverSvg', () => {
  const cover = {
    title: 'Persuasive Writing <script>alert("x")</script> & Speaking',
    subtitle: "Tom & Jerry's <b>guide</b>",
    badge: 'Year 6 & 7',
    width: 600,
    height: 800,
    hue: 210,
  };

  it('escapes markup and ampersands in every text field', () => {
    const svg = makeCoverSvg(cover);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;');
    // The server's one escaper (lib/html) writes an apostrophe as &#39;, which XML reads as &apos; (issue 23 §4).
    expect(svg).toContain('Tom &amp; Jerry&#39;s');
    expect(svg).toContain('Year 6 &amp; 7');
  });

  it('produces well-formed XML in the SVG namespace', () => {
    const svg = makeCoverSvg(cover);
    expect(() => assertWellFormedXml(svg)).not.toThrow();
    expect(rootAttr(svg, 'xmlns')).toBe('http://www.w3.org/2000/svg');
  });

  it('uses the requested width, height and viewBox', () => {
    const svg = makeCoverSvg(cover);
    expect(rootAttr(svg, 'width')).toBe('600');
    expect(rootAttr(svg, 'height')).toBe('800');
    expect(rootAttr(svg, 'viewBox')).toBe('0 0 600 800');
  });

  it('wraps a very long title onto at most four lines', () => {
    const title = 'An Extremely Long Title About Reading '.repeat(8);
    const svg = makeCoverSvg({ title, width: 400, height: 560, hue: 30 });
    const titleText = /<text font-family="Georgia[^>]*>(.*?)<\/text>/.exec(svg)?.[1] ?? '';
    const lines = titleText.match(/<tspan /g) ?? [];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(4);
  });

  it('shows the brand and references no external resources', () => {
    const svg = makeCoverSvg({ title: 'Poetry', width: 300, height: 300, hue: 0 });
    expect(svg).toContain('>The Gate</text>');
    expect(svg).not.toMatch(/href=|<image|@import|url\((?!#)/);
    expect(() => assertWellFormedXml(svg)).not.toThrow();
  });
});

describe('makeAvatarSvg', () => {
  it('shows the initials "MK" for "Mona Khaled"', () => {
    const svg = makeAvatarSvg({ name: 'Mona Khaled', size: 96, hue: 140 });
    expect(svg).toMatch(/>MK<\/text>/);
    expect(rootAttr(svg, 'viewBox')).toBe('0 0 96 96');
    expect(() => assertWellFormedXml(svg)).not.toThrow();
  });

  it('escapes the name used for the accessible label', () => {
    const svg = makeAvatarSvg({ name: '<Ali> & "Co"', size: 40, hue: 10 });
    expect(svg).not.toContain('<Ali>');
    expect(() => assertWellFormedXml(svg)).not.toThrow();
  });
});
