import type { BlogPost } from '@the-gate/contract/blog';
import { t } from '../i18n';

/** B§9: an excerpt is 150 characters. */
export const EXCERPT_LENGTH = 150;

/** Block ends and line breaks, which separate words that textContent would run together. */
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|blockquote|td|th)\s*>|<br\s*\/?>/gi;

/**
 * The text of some HTML, one space between blocks ("<h2>Title</h2><p>Text" reads "Title Text").
 * DOMParser documents are inert, so nothing in it runs or loads.
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html').body;
  return body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * A post's excerpt: its description, or else the text of its content, cut to 150 characters
 * (B§9) with "..." when something was cut.
 */
export function postExcerpt(post: BlogPost): string {
  const text = post.attributes.description?.trim() || plainText(post.attributes.content);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}...`;
}

export type PostCover = { url: string; alt: string; width: number | null; height: number | null };

/**
 * The cover: at card size the small format when there is one, for the article the large one;
 * otherwise the original. With its size when known, so the page can reserve its box.
 */
export function postCover(post: BlogPost, size: 'card' | 'article' = 'card'): PostCover | null {
  const cover = post.attributes.coverImage?.data?.attributes;
  if (!cover) return null;
  const { formats } = cover;
  const format = size === 'card' ? (formats.small ?? formats.medium) : formats.large;
  const { url, width, height } = format ?? cover;
  return { url, alt: cover.alternativeText ?? '', width, height };
}

export function postAuthor(post: BlogPost): string | null {
  return post.attributes.author?.data?.attributes.name ?? null;
}

/** The author's avatar at its smallest size, or null when the author has none. */
export function postAuthorAvatar(post: BlogPost): string | null {
  const avatar = post.attributes.author?.data?.attributes.avatar?.data?.attributes;
  if (!avatar) return null;
  return avatar.formats.thumbnail?.url ?? avatar.url;
}

/** The category shown when a post has none (B§3, BL-08). */
export const DEFAULT_CATEGORY = t('defaultCategory');

/** A post without a category reads "Education" (B§3, BL-08). */
export function postCategory(post: BlogPost): string {
  return post.attributes.category?.data?.attributes.name ?? DEFAULT_CATEGORY;
}

/** The post's own category with its slug, for a link to its listing; null for "Education" (no category). */
export function postCategoryRef(post: BlogPost): { name: string; slug: string } | null {
  return post.attributes.category?.data?.attributes ?? null;
}

/** B§9: minutes to read = words / 200, rounded up. */
export const WORDS_PER_MINUTE = 200;

/** The words of some HTML: its text, split on white space (tags do not count, AMB-48). */
export function wordCount(html: string): number {
  const text = plainText(html);
  return text === '' ? 0 : text.split(' ').length;
}

/**
 * "{N} min read" with N = ceil(words / 200) (B§9, BA-03). Our reading of AMB-48: words are counted
 * in the text, not the markup, and an empty article still reads "1 min read", never "0 min read".
 */
export function readTime(html: string): string {
  const minutes = Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
  return t('minRead', { minutes });
}
