import { z } from 'zod';
import { tagInputSchema } from './admin-catalogue';
import { materialTypeSchema } from './catalogue';
import { YEAR_LEVELS } from './catalogue-rules';
import { oneLine, safeText, searchString, strictQuery } from './common';

/**
 * The back office's taxonomies (issue 24 §2): the material types, the categories and the tags the
 * catalogue files materials under (the `levels` tag is the year, `Sub-strand` a skill). Each row says
 * how many items use it, because only an unused one can be deleted.
 */

/** One line of text: trimmed, required, at most `max` characters. */
function requiredLine(label: string, max: number) {
  return safeText({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters long.` })
    .refine(...oneLine(label));
}

/** Plain text, possibly several lines; empty means none (null). */
function optionalText(label: string, max: number) {
  return safeText()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters long.` })
    .nullable()
    .transform((value) => (value ? value : null));
}

// ---- material types ----

/** `GET /api/admin/material-types`: every type with the number of materials of that type. */
export const adminMaterialTypeSchema = materialTypeSchema.extend({ materialCount: z.int() });
export type AdminMaterialType = z.infer<typeof adminMaterialTypeSchema>;
export const adminMaterialTypeListSchema = z.object({ items: z.array(adminMaterialTypeSchema) });
export type AdminMaterialTypeList = z.infer<typeof adminMaterialTypeListSchema>;

const materialTypeFields = {
  /** Unique ignoring case: "worksheet" next to "Worksheet" would be two filters for one thing. */
  name: requiredLine('The name', 100),
  description: optionalText('The description', 1000),
};

/** `POST /api/admin/material-types` → `201 { id }`. */
export const createMaterialTypeRequestSchema = z.object({
  ...materialTypeFields,
  description: materialTypeFields.description.optional(),
});
export type CreateMaterialTypeRequest = z.infer<typeof createMaterialTypeRequestSchema>;

/** `PATCH /api/admin/material-types/{id}`: rename it or change its description. */
export const patchMaterialTypeRequestSchema = z.object(materialTypeFields).partial();
export type PatchMaterialTypeRequest = z.infer<typeof patchMaterialTypeRequestSchema>;

// ---- categories ----

/**
 * `GET /api/admin/categories`: every category, active or not, flat with its `parentId` (a screen
 * builds the tree from it), by `sortOrder` then name, with what uses it.
 */
export const adminCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.int().nullable(),
  isActive: z.boolean(),
  sortOrder: z.int(),
  materialCount: z.int(),
  /** Packages and digital books filed under it. */
  groupCount: z.int(),
  childCount: z.int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

const SLUG_MESSAGE = 'The slug must be lower-case letters and digits joined by single hyphens, e.g. year-5.';

const categoryFields = {
  name: requiredLine('The name', 100),
  /** The category's address in the shop: unique. */
  slug: safeText({ error: SLUG_MESSAGE })
    .trim()
    .max(100, { error: 'The slug must be at most 100 characters long.' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SLUG_MESSAGE }),
  description: optionalText('The description', 1000),
  /** null: a top-level category. A category cannot sit under itself or its own descendants. */
  parentId: z
    .int({ error: 'The parent must be a category id.' })
    .positive({ error: 'The parent must be a category id.' })
    .max(2_147_483_647, { error: 'The parent must be a category id.' })
    .nullable(),
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
  sortOrder: z
    .int({ error: 'The sort order must be a whole number.' })
    .min(-100_000, { error: 'The sort order must be from -100,000 to 100,000.' })
    .max(100_000, { error: 'The sort order must be from -100,000 to 100,000.' }),
};

/** `POST /api/admin/categories` → `201 { id }`. */
export const createCategoryRequestSchema = z.object({
  name: categoryFields.name,
  slug: categoryFields.slug,
  description: categoryFields.description.optional(),
  parentId: categoryFields.parentId.optional(),
  isActive: categoryFields.isActive.optional(),
  sortOrder: categoryFields.sortOrder.optional(),
});
export type CreateCategoryRequest = z.infer<typeof createCategoryRequestSchema>;

/** `PATCH /api/admin/categories/{id}`: any subset of the fields. */
export const patchCategoryRequestSchema = z.object(categoryFields).partial();
export type PatchCategoryRequest = z.infer<typeof patchCategoryRequestSchema>;

// ---- tags ----

/** `GET /api/admin/tags?key=&search=`: the tags of one key (e.g. `levels`, `Sub-strand`), or all. */
export const adminTagsQuerySchema = strictQuery({
  /** Exactly, as tag keys are case-sensitive (contract §2.6). */
  key: safeText().max(60, { error: 'The key must be at most 60 characters long.' }).optional(),
  /** Case-insensitive substring of the value. */
  search: searchString.optional(),
});
export type AdminTagsQuery = z.infer<typeof adminTagsQuerySchema>;

export const adminTagSchema = z.object({
  id: z.int(),
  key: z.string(),
  value: z.string(),
  materialCount: z.int(),
  /** Packages and digital books carrying it. */
  groupCount: z.int(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;
export const adminTagListSchema = z.object({ items: z.array(adminTagSchema) });
export type AdminTagList = z.infer<typeof adminTagListSchema>;

/**
 * `PATCH /api/admin/tags/{id}`: renames the value everywhere it is used. When the key already has a
 * tag with the new value, the two are merged into that one.
 */
export const patchTagRequestSchema = z.object({ value: tagInputSchema.shape.value });
export type PatchTagRequest = z.infer<typeof patchTagRequestSchema>;

/** The tag the value now lives in: the renamed one, or the one it was merged into (`merged`). */
export const patchedTagSchema = z.object({ id: z.int(), key: z.string(), value: z.string(), merged: z.boolean() });
export type PatchedTag = z.infer<typeof patchedTagSchema>;

/**
 * The years the shop's Grade filter offers are fixed (B§5): a `levels` tag holds one of them, so
 * renaming one to anything else would take its materials out of every year.
 */
export const LEVELS_RENAME_REFUSED = `A year tag ("levels") can only be renamed to one of ${YEAR_LEVELS.join(', ')}: the shop's Year filter offers exactly these, so materials filed under any other value would drop out of every year. To move materials to another year, change their tags instead.`;
