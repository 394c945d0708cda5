import { describe, expect, it } from 'vitest';
import { post } from '../test/fixtures';
import { EXCERPT_LENGTH, plainText, postExcerpt } from './post-fields';

describe('plainText', () => {
  it('keeps words of separate blocks apart and inline markup joined', () => {
    expect(
      plainText('<h2>Start here</h2><p>Read <strong>every</strong>day.</p><ul><li>One</li><li>Two</li></ul>'),
    ).toBe('Start here Read everyday. One Two');
  });

  it('reads entities as characters and runs nothing', () => {
    expect(plainText('<p>Stories &amp; poems<img src="x" onerror="alert(1)"></p>')).toBe('Stories & poems');
  });
});

describe('postExcerpt (B§9: 150 characters)', () => {
  it('is the description when there is one', () => {
    expect(postExcerpt(post(1, 'A', { description: '  A short summary.  ' }))).toBe('A short summary.');
  });

  it('is the content text, cut to 150 characters with "..." when longer', () => {
    const words = 'word '.repeat(60);
    const excerpt = postExcerpt(post(1, 'A', { description: null, content: `<p>${words}</p>` }));
    expect(excerpt).toBe(`${words.slice(0, EXCERPT_LENGTH).trimEnd()}...`);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3);
  });

  it('is not cut when it fits', () => {
    const text = 'x'.repeat(EXCERPT_LENGTH);
    expect(postExcerpt(post(1, 'A', { description: text }))).toBe(text);
  });
});
