/** My Courses shows at most 5 page buttons (A§9, K-09). */
export const PAGE_WINDOW = 5;

/**
 * The page numbers to offer: `size` wide, centred on the current page and clamped at both ends
 * (MC-16). With 10 pages: page 1 → 1–5, page 5 → 3–7, page 10 → 6–10; with 3 pages → 1–3.
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const width = Math.min(size, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.min(Math.max(page - Math.floor(width / 2), 1), totalPages - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}

/** `?page=` as a page number: a whole number from 1, anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}
