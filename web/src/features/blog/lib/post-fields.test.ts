import { describe, expect, it } from 'vitest';
import { examDay, post, readingStamina } from '../test/fixtures';
import {
  EXCERPT_LENGTH,
  plainText,
  postAuthorAvatar,
  postCategory,
  postCategoryRef,
  postCover,
  postExcerpt,
  readTime,
  wordCount,
} from './post-fields';

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

describe('postExcerpt (B§9, BL-07: 150 characters)', () => {
  it('is the description when there is one', () => {
    expect(postExcerpt(post(1, 'A', { description: '  A short summary.  ' }))).toBe('A short summary.');
  });

  it('BL-07 is the content text, cut to 150 characters with "..." when longer', () => {
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

describe('postCategory (B§3, BL-08)', () => {
  it('BL-08 is "Education" for a post with no category, which has no listing to link to', () => {
    expect(postCategory(examDay)).toBe('Education');
    expect(postCategoryRef(examDay)).toBeNull();
  });

  it("is the post's category, with the slug of its listing", () => {
    expect(postCategory(readingStamina)).toBe('Reading');
    expect(postCategoryRef(readingStamina)).toEqual({ name: 'Reading', slug: 'reading' });
  });
});

describe('readTime (B§9, BA-03)', () => {
  const words = (count: number) => `<p>${'word '.repeat(count)}</p>`;

  it.each([
    [200, '1 min read'],
    [201, '2 min read'],
    [1000, '5 min read'],
    [1, '1 min read'],
    [399, '2 min read'],
  ])('BA-03 %i words read "%s"', (count, label) => {
    expect(readTime(words(count))).toBe(label);
  });

  it('BA-03 AMB-48: an article without words reads "1 min read", not "0 min read"', () => {
    expect(readTime('')).toBe('1 min read');
    expect(readTime('<p> </p><img src="a.png">')).toBe('1 min read');
  });

  it('AMB-48: counts the words of the text, not the markup', () => {
    expect(wordCount('<h2>Two words</h2><p>and <a href="https://x.example/a-b-c">three more</a></p>')).toBe(5);
    expect(readTime(`<div class="a b c d">${'<span>word</span> '.repeat(200)}</div>`)).toBe('1 min read');
  });
});

describe('covers and avatars', () => {
  it('a card uses the small cover, an article the large one or else the original', () => {
    expect(postCover(readingStamina)?.url).toBe('http://gate.test/files/blog/covers/small_post-14.jpg');
    expect(postCover(readingStamina, 'article')?.url).toBe('http://gate.test/files/blog/covers/post-14.jpg');
    expect(postCover(post(1, 'A', { coverImage: { data: null } }))).toBeNull();
  });

  it("an author's avatar is its thumbnail, or null without one", () => {
    expect(postAuthorAvatar(readingStamina)).toBeNull();
    const withAvatar = post(1, 'A', {
      author: {
        data: {
          id: 3,
          attributes: {
            name: 'Mona Khaled',
            avatar: {
              data: {
                id: 9,
                attributes: {
                  url: 'http://gate.test/files/blog/avatars/mona.jpg',
                  alternativeText: null,
                  width: 400,
                  height: 400,
                  formats: {
                    thumbnail: { url: 'http://gate.test/files/blog/avatars/t_mona.jpg', width: 80, height: 80 },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(postAuthorAvatar(withAvatar)).toBe('http://gate.test/files/blog/avatars/t_mona.jpg');
  });
});
