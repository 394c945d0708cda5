/** The server's largest page number (contract `blogPostsQuerySchema`); a larger one is out of range anyway. */
const MAX_PAGE = 100_000;

/** A listing's address at a page: `?page=N`, or no parameter for page 1 (one address per page). */
export const withPage = (href: string, page: number) => (page > 1 ? `${href}?page=${page}` : href);

/** `?page=` as a page number: a whole number from 1; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/** "reading-skills" reads "Reading Skills": a category's name before (or without) its posts. */
export function readableSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
