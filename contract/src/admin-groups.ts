import { z } from 'zod';
import { ADMIN_PAGE_SIZE, createMaterialRequestSchema, itemStatusSchema, YEAR_GROUPS } from './admin-catalogue';
import { requiredLine } from './admin-fields';
import { materialGroupSchema } from './catalogue';
import { PACKAGE_TYPES } from './catalogue-rules';
import { idNumber, pageNumber, safeText, searchString, strictQuery } from './common';

/**
 * The back office's packages, digital books and collections (issue 24 §2): one API for the shop's
 * material groups, as the shop keeps them in one table and tells them apart by how they are filed.
 * A package carries a PackageType tag (its tier) and a `levels` tag (its year); a digital book is in
 * the Digital Books category; a collection is neither (a year's skill collection). The back office
 * says `kind`, `tier` and `year`; the server writes the tags, category and type name the shop reads.
 */

export { ADMIN_PAGE_SIZE };

/** How the shop tells groups apart (contract §2.8 "Kinds of group"). */
export const GROUP_KINDS = ['package', 'book', 'collection'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** The type name the shop shows for each kind (the carousel leaves out "Digital Book"). */
export const GROUP_TYPE_NAMES: Record<GroupKind, string> = {
  package: 'Package',
  book: 'Digital Book',
  collection: 'Collection',
};

export const ADMIN_GROUP_SORTS = ['updatedAt', 'createdAt', 'name', 'price', 'status'] as const;
export type AdminGroupSort = (typeof ADMIN_GROUP_SORTS)[number];

/** The most materials (and included groups) one group can hold. */
export const MAX_GROUP_CONTENTS = 500;

const kindSchema = z.enum(GROUP_KINDS, { error: 'The kind must be package, book or collection.' });
const tierSchema = z.enum(PACKAGE_TYPES, { error: `The tier must be one of ${PACKAGE_TYPES.join(', ')}.` });
const yearSchema = z.enum(YEAR_GROUPS, { error: 'The year must be one of Year 5, Year 6, Year 7 or Year 8.' });

/** `GET /api/admin/groups?search=&status=&kind=&year=&sort=&order=&page=&pageSize=`. */
export const adminGroupsQuerySchema = strictQuery({
  /** Case-insensitive substring of the name, the brief description or the author. */
  search: searchString.optional(),
  status: itemStatusSchema.optional(),
  kind: kindSchema.optional(),
  year: yearSchema.optional(),
  sort: z.enum(ADMIN_GROUP_SORTS, { error: `The sort must be one of ${ADMIN_GROUP_SORTS.join(', ')}.` }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'The order must be asc or desc.' }).optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminGroupsQuery = z.infer<typeof adminGroupsQuerySchema>;

/** One row of the back office's packages and books table. */
export const adminGroupRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: kindSchema,
  /** A package's tier ("Starter", "Basic", "Pro"); null for a book or collection. */
  tier: z.string().nullable(),
  /** The `levels` tag value, e.g. "Year 5", or null. */
  year: z.string().nullable(),
  price: z.number(),
  isFree: z.boolean(),
  status: itemStatusSchema,
  materialCount: z.int(),
  thumbnailPath: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminGroupRow = z.infer<typeof adminGroupRowSchema>;

export const adminGroupListSchema = z.object({ items: z.array(adminGroupRowSchema), totalCount: z.int() });
export type AdminGroupList = z.infer<typeof adminGroupListSchema>;

/** An included material or group as the editor lists it: in order, whatever its own status. */
const contentSchema = z.object({ id: z.int(), title: z.string(), status: itemStatusSchema });

/** `GET /api/admin/groups/{id}`: the public shape of the group, with what only staff see. */
export const adminGroupSchema = materialGroupSchema.extend({
  status: itemStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  kind: kindSchema,
  tier: z.string().nullable(),
  year: z.string().nullable(),
  /** The materials it includes, in the order the shop lists them. */
  materialIds: z.array(z.int()),
  contents: z.array(contentSchema),
  /** The groups it includes (a Pro package includes the Basic one): buying it grants theirs too. */
  childGroupIds: z.array(z.int()),
  includedGroups: z.array(contentSchema),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

/** Ids in the order given, each once. */
function idList(label: string) {
  const message = `${label} must be a list of positive whole numbers.`;
  return z
    .array(idNumber(message), { error: message })
    .max(MAX_GROUP_CONTENTS, { error: `${label} can hold at most ${MAX_GROUP_CONTENTS} ids.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label} lists an id twice.` });
}

const material = createMaterialRequestSchema.shape;
const PAGES_MESSAGE = 'The pages must be a whole number from 1 to 100,000, or null.';

const groupFields = {
  name: requiredLine('The name', 200),
  /** HTML; the server sanitises it before it is stored. */
  description: material.description,
  briefDescription: material.briefDescription,
  price: material.price,
  isFree: material.isFree,
  kind: kindSchema,
  /** Required for a package; null (or left out) for a book or collection. */
  tier: tierSchema.nullable(),
  /** The year it is for (its `levels` tag); required for a package. */
  year: yearSchema.nullable(),
  author: material.author,
  pages: z
    .int({ error: PAGES_MESSAGE })
    .min(1, { error: PAGES_MESSAGE })
    .max(100_000, { error: PAGES_MESSAGE })
    .nullable(),
  publishDate: material.publishDate,
  /** A book is always in the Digital Books category; another kind never is. */
  categoryId: material.categoryId,
  isDownloadable: material.isDownloadable.unwrap(),
  /** The included materials, in the order the shop lists them; replaces the contents. */
  materialIds: idList('The material ids'),
  /** The included groups (a tier includes the one below); replaces them. */
  childGroupIds: idList('The included group ids'),
};

const FREE_HAS_NO_PRICE = 'A free package or book has the price 0: clear "free" or set the price to 0.';
const freeMeansZero = (value: { isFree?: boolean; price?: number }) =>
  !(value.isFree === true && value.price !== undefined && value.price !== 0);

/** `POST /api/admin/groups` → `201 { id }`, a Draft. */
export const createGroupRequestSchema = z
  .object({
    ...groupFields,
    tier: groupFields.tier.optional(),
    year: groupFields.year.optional(),
    briefDescription: groupFields.briefDescription.optional(),
    author: groupFields.author.optional(),
    pages: groupFields.pages.optional(),
    publishDate: groupFields.publishDate.optional(),
    categoryId: groupFields.categoryId.optional(),
    isDownloadable: groupFields.isDownloadable.optional(),
    childGroupIds: groupFields.childGroupIds.optional(),
  })
  .refine(freeMeansZero, { error: FREE_HAS_NO_PRICE, path: ['price'] });
export type CreateGroupRequest = z.infer<typeof createGroupRequestSchema>;

/**
 * `PATCH /api/admin/groups/{id}`: any subset of the fields, and `status`. `expectedUpdatedAt`, when
 * sent, is the `updatedAt` the form was opened with: a group changed since is a 409, not overwritten.
 */
export const patchGroupRequestSchema = z
  .object({ ...groupFields, status: itemStatusSchema, expectedUpdatedAt: safeText() })
  .partial()
  .refine(freeMeansZero, { error: FREE_HAS_NO_PRICE, path: ['price'] });
export type PatchGroupRequest = z.infer<typeof patchGroupRequestSchema>;
