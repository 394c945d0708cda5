/**
 * The back office's catalogue rules a screen draws with (issue 24 §2, §6): the page size, the years
 * and the sorts. zod-free, so the back office's list and form draw without loading zod; the schemas
 * in admin-catalogue.ts check with the same values.
 */

export const ADMIN_PAGE_SIZE = { default: 25, max: 100 } as const;

/** The years a material can be filed under, as the `levels` tag spells them. */
export const YEAR_GROUPS = ['Year 5', 'Year 6', 'Year 7', 'Year 8'] as const;

export const ADMIN_MATERIAL_SORTS = ['updatedAt', 'createdAt', 'title', 'price', 'status'] as const;
export type AdminMaterialSort = (typeof ADMIN_MATERIAL_SORTS)[number];
