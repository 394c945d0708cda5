import { z } from 'zod';
import { ADMIN_MATERIAL_SORTS, ADMIN_PAGE_SIZE, YEAR_GROUPS } from './admin-catalogue-rules';
import { htmlText, optionalLine, priceSchema, requiredLine, sortOrderSchema } from './admin-fields';
import { materialSchema } from './catalogue';
import { idNumber, idString, pageNumber, safeText, searchString, strictQuery } from './common';
import { ITEM_STATUSES } from './item-status';

/**
 * The back office's catalogue of materials (issue 24 §2): the list with search, filters, sort and
 * paging, and what creating and changing a material takes. The public shapes stay those of the
 * backend contract; these add what only staff see (status, dates).
 */

export {
  ADMIN_MATERIAL_SORTS,
  ADMIN_PAGE_SIZE,
  type AdminMaterialSort,
  YEAR_GROUPS,
} from './admin-catalogue-rules';

export const itemStatusSchema = z.enum(ITEM_STATUSES, { error: 'The status must be draft, published or archived.' });

/** `GET /api/admin/materials?search=&status=&typeId=&year=&sort=&order=&page=&pageSize=`. */
export const adminMaterialsQuerySchema = strictQuery({
  /** Case-insensitive substring of the title, the brief description, the author or the subject. */
  search: searchString.optional(),
  status: itemStatusSchema.optional(),
  typeId: idString('typeId').optional(),
  year: z.enum(YEAR_GROUPS, { error: 'The year must be one of Year 5, Year 6, Year 7 or Year 8.' }).optional(),
  sort: z
    .enum(ADMIN_MATERIAL_SORTS, { error: `The sort must be one of ${ADMIN_MATERIAL_SORTS.join(', ')}.` })
    .optional(),
  order: sortOrderSchema.optional(),
  page: pageNumber('page', 10_000).optional(),
  pageSize: pageNumber('pageSize', ADMIN_PAGE_SIZE.max).optional(),
});
export type AdminMaterialsQuery = z.infer<typeof adminMaterialsQuerySchema>;

/** One row of the back office's materials table. */
export const adminMaterialRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  typeId: z.int(),
  typeName: z.string(),
  price: z.number(),
  isFree: z.boolean(),
  status: itemStatusSchema,
  /** The `levels` tag value, e.g. "Year 5", or null. */
  yearGroup: z.string().nullable(),
  thumbnailPath: z.string().nullable(),
  /** Whether the sold PDF has been uploaded. */
  hasFile: z.boolean(),
  pages: z.int().nullable(),
  updatedAt: z.string(),
});
export type AdminMaterialRow = z.infer<typeof adminMaterialRowSchema>;

export const adminMaterialListSchema = z.object({ items: z.array(adminMaterialRowSchema), totalCount: z.int() });
export type AdminMaterialList = z.infer<typeof adminMaterialListSchema>;

/** `GET /api/admin/materials/{id}`: the public shape of the material, with what only staff see. */
export const adminMaterialSchema = materialSchema.extend({
  status: itemStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminMaterial = z.infer<typeof adminMaterialSchema>;

export const tagInputSchema = z.object({
  /** Extra keys a GET returns (the tag's id) are ignored: a tag is its key and value. */
  key: requiredLine('A tag key', 60),
  value: requiredLine('A tag value', 100),
});
export type TagInput = z.infer<typeof tagInputSchema>;

const materialFields = {
  title: requiredLine('The title', 200),
  /** HTML; the server sanitises it before it is stored. */
  description: htmlText('The description'),
  briefDescription: safeText()
    .trim()
    .max(1000, { error: 'The brief description must be at most 1,000 characters long.' })
    .nullable()
    .transform((value) => (value ? value : null)),
  price: priceSchema,
  isFree: z.boolean({ error: 'isFree must be true or false.' }),
  typeId: idNumber('Choose a material type.'),
  tags: z.array(tagInputSchema).max(50, { error: 'A material can have at most 50 tags.' }),
  author: optionalLine('The author', 200),
  subject: optionalLine('The subject', 100),
  categoryId: idNumber('The category must be a category id.').nullable(),
  /**
   * An ISO date (`2026-09-01`) or date-time of the years 1000 to 9999; null for none. JavaScript reads
   * years PostgreSQL cannot store (0000, -100000-01-01), so the four digits are checked first.
   */
  publishDate: safeText()
    .refine((value) => /^[1-9]\d{3}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: 'The publish date must be a date, e.g. 2026-09-01.',
    })
    .nullable(),
  isDownloadable: z.boolean({ error: 'isDownloadable must be true or false.' }),
  isStandalone: z.boolean({ error: 'isStandalone must be true or false.' }),
};

const FREE_HAS_NO_PRICE = 'A free material has the price 0: clear "free" or set the price to 0.';
const freeMeansZero = (value: { isFree?: boolean; price?: number }) =>
  !(value.isFree === true && value.price !== undefined && value.price !== 0);

/** `POST /api/admin/materials` → `201 { id }`, a Draft. */
export const createMaterialRequestSchema = z
  .object({
    ...materialFields,
    categoryId: materialFields.categoryId.optional(),
    publishDate: materialFields.publishDate.optional(),
    isDownloadable: materialFields.isDownloadable.optional(),
    isStandalone: materialFields.isStandalone.optional(),
  })
  .refine(freeMeansZero, { error: FREE_HAS_NO_PRICE, path: ['price'] });
export type CreateMaterialRequest = z.infer<typeof createMaterialRequestSchema>;

/**
 * `PATCH /api/admin/materials/{id}`: any subset of the fields, and `status`. `expectedUpdatedAt`, when
 * sent, is the `updatedAt` the form was opened with: a material changed since is a 409, not overwritten.
 */
export const patchMaterialRequestSchema = z
  .object({
    ...materialFields,
    status: itemStatusSchema,
    expectedUpdatedAt: safeText().refine((value) => !Number.isNaN(Date.parse(value)), {
      error: 'expectedUpdatedAt must be the updatedAt the material was read with.',
    }),
  })
  .partial()
  .refine(freeMeansZero, { error: FREE_HAS_NO_PRICE, path: ['price'] });
export type PatchMaterialRequest = z.infer<typeof patchMaterialRequestSchema>;

export const createdSchema = z.object({ id: z.int() });

/** `PUT /api/admin/materials/{id}/file` → the uploaded PDF's page count. */
export const uploadedFileSchema = z.object({ pages: z.int() });

/** `PUT /api/admin/materials/{id}/thumbnail` → where the new cover is served (its renditions beside it). */
export const uploadedCoverSchema = z.object({ thumbnailPath: z.string() });
/** One problem of a CSV import: the CSV record's number (the header is row 1) and what is wrong. */
export const csvImportErrorSchema = z.object({ row: z.int(), message: z.string() });

/**
 * `POST /api/admin/materials/import?dryRun=` (issue 24 §4): how many data rows the file had, how many
 * materials were (or, in a dry run, would be) created and changed, and every problem found. A file
 * with any problem changes nothing, so its `created` and `updated` are 0.
 */
export const csvImportResultSchema = z.object({
  rows: z.int(),
  created: z.int(),
  updated: z.int(),
  errors: z.array(csvImportErrorSchema),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
