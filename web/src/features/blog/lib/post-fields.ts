import type { BlogPost } from '@the-gate/contract/blog';

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

/** The cover at card size: the small format when there is one, otherwise the original. */
export function postCover(post: BlogPost): { url: string; alt: string } | null {
  const cover = post.attributes.coverImage?.data?.attributes;
  if (!cover) return null;
  return { url: cover.formats.small?.url ?? cover.formats.medium?.url ?? cover.url, alt: cover.alternativeText ?? '' };
}

export function postAuthor(post: BlogPost): string | null {
  return post.attributes.author?.data?.attributes.name ?? null;
}

/** A post without a category reads "Education" (B§3, BL-08). */
export function postCategory(post: BlogPost): string {
  return post.attributes.category?.data?.attributes.name ?? 'Education';
}
