import { z } from 'zod';
import { idString, pageNumber, safeText, searchString, strictQuery } from './common';

/**
 * Server-side catalogue search (issue 12): one page of standalone materials matching the
 * /materials search and filters with the rules of document B §5, and the facet counts of every
 * filter option. The list items are slim: no full description, no file fields.
 */

export const MATERIAL_SEARCH_PAGE_SIZE = { default: 24, max: 60 } as const;
/** At most this many values per filter group; more is a 400, not a slow query. */
export const MATERIAL_SEARCH_MAX_VALUES = 20;

/** A query value that may be repeated (`grade=Year 5&grade=Year 6`): always read as a list. */
function repeated<T extends z.ZodType>(item: T, name: string) {
  return z
    .union([item, z.array(item)], {
      // zod calls a failed union "Invalid input"; the value's own message is the clear one.
      error: (issue) =>
        issue.code === 'invalid_union' ? issue.errors[Array.isArray(issue.input) ? 1 : 0]?.[0]?.message : undefined,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[])
    .refine((values) => values.length <= MATERIAL_SEARCH_MAX_VALUES, {
      error: `At most ${MATERIAL_SEARCH_MAX_VALUES} ${name} values may be given.`,
    });
}

const filterValue = (name: string) =>
  safeText()
    .min(1, { error: `A ${name} value must not be empty.` })
    .max(100, { error: `A ${name} value must be at most 100 characters long.` });

export const materialSearchQuerySchema = strictQuery({
  /** Case-insensitive substring of the title, the type name or the brief description (B§5). */
  q: searchString.optional(),
  /** Year names as the `levels` tag spells them, e.g. "Year 5"; OR within the group. */
  grade: repeated(filterValue('grade'), 'grade').optional(),
  /** Material type ids; OR within the group. */
  type: repeated(idString('type'), 'type').optional(),
  /** A `subject` or a `Sub-strand` tag value, e.g. "Reading"; OR within the group. */
  skill: repeated(filterValue('skill'), 'skill').optional(),
  /** Only the materials of this group (a year group's page). */
  groupId: idString('groupId').optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', MATERIAL_SEARCH_PAGE_SIZE.max).optional(),
});
export type MaterialSearchQuery = z.infer<typeof materialSearchQuerySchema>;

/** What a catalogue card and its cart line need (B§2 /materials, B§3 cart item). */
export const materialSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  briefDescription: z.string().nullable(),
  price: z.number(),
  isFree: z.boolean(),
  thumbnailPath: z.string().nullable(),
  typeId: z.int(),
  typeName: z.string(),
  subject: z.string().nullable(),
  author: z.string().nullable(),
  /** The `levels` tag value, e.g. "Year 5", or null. */
  yearGroup: z.string().nullable(),
});
export type MaterialSummary = z.infer<typeof materialSummarySchema>;

/**
 * One filter option and how many materials it would give: the count applies the search and the
 * other groups' selections, not this group's own (so choosing a second year widens the result).
 */
export const facetOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.int() });
export type FacetOption = z.infer<typeof facetOptionSchema>;

export const materialSearchResultSchema = z.object({
  items: z.array(materialSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  pageCount: z.int(),
  facets: z.object({
    grade: z.array(facetOptionSchema),
    type: z.array(facetOptionSchema),
    skill: z.array(facetOptionSchema),
  }),
});
export type MaterialSearchResult = z.infer<typeof materialSearchResultSchema>;
