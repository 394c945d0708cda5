import { z } from 'zod';
import { booleanString, idString, safeText, searchString, strictQuery } from './common';

export const tagSchema = z.object({ id: z.int(), key: z.string(), value: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const refSchema = z.object({ id: z.int(), name: z.string() });

/** Material, backend contract §2.7. Both spellings of the file fields are sent (AMB-52). */
export const materialSchema = z.object({
  id: z.int(),
  title: z.string(),
  briefDescription: z.string().nullable(),
  description: z.string(),
  price: z.number(),
  isFree: z.boolean(),
  thumbnailPath: z.string().nullable(),
  previewUrl: z.string().nullable(),
  previewFilePath: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  filePath: z.string().nullable(),
  author: z.string().nullable(),
  publishDate: z.string().nullable(),
  pages: z.int().nullable(),
  subject: z.string().nullable(),
  typeId: z.int(),
  typeName: z.string(),
  type: refSchema,
  category: refSchema.nullable(),
  tags: z.array(tagSchema),
  downloadCount: z.int(),
  viewCount: z.int(),
  isDownloadable: z.boolean(),
  isStandalone: z.boolean(),
  fileSize: z.int().nullable(),
});
export type Material = z.infer<typeof materialSchema>;

export const groupSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  typeName: z.string().nullable(),
  price: z.number(),
  isFree: z.boolean(),
  thumbnailPath: z.string().nullable(),
  materialCount: z.int(),
  tags: z.array(tagSchema),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** Material group: digital book, package or year group, backend contract §2.8. */
export const materialGroupSchema = groupSummarySchema.extend({
  description: z.string(),
  briefDescription: z.string().nullable(),
  isDownloadable: z.boolean(),
  mainThumbnailPath: z.string().nullable(),
  author: z.string().nullable(),
  pages: z.int().nullable(),
  publishDate: z.string().nullable(),
  downloadCount: z.int(),
  downloadUrl: z.string().nullable(),
  previewFilePath: z.string().nullable(),
  categoryId: z.int().nullable(),
  category: refSchema.nullable(),
  materials: z.array(materialSchema).optional(),
  childGroups: z.array(groupSummarySchema).optional(),
  parentGroups: z.array(groupSummarySchema).optional(),
});
export type MaterialGroup = z.infer<typeof materialGroupSchema>;

export const materialTypeSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type MaterialType = z.infer<typeof materialTypeSchema>;

const categoryFieldsSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.int().nullable(),
  isActive: z.boolean(),
  sortOrder: z.int(),
});

export const categorySchema = categoryFieldsSchema.extend({ hasChildren: z.boolean() });
export type Category = z.infer<typeof categorySchema>;

export type CategoryNode = z.infer<typeof categoryFieldsSchema> & { children: CategoryNode[] };
export const categoryNodeSchema: z.ZodType<CategoryNode> = categoryFieldsSchema.extend({
  get children() {
    return z.array(categoryNodeSchema);
  },
});

// ---- queries (backend contract §3.9–3.16) ----

export const materialsQuerySchema = strictQuery({
  categoryId: idString('categoryId').optional(),
  typeId: idString('typeId').optional(),
  isStandalone: booleanString('isStandalone').optional(),
});
export type MaterialsQuery = z.infer<typeof materialsQuerySchema>;

/** The most downloaded materials (home page, "Recommended materials" B§9): up to 24, 8 by default. */
export const POPULAR_MATERIALS_LIMIT = { default: 8, max: 24 } as const;
const LIMIT_MESSAGE = `The limit must be a whole number from 1 to ${POPULAR_MATERIALS_LIMIT.max}.`;
export const popularMaterialsQuerySchema = strictQuery({
  limit: safeText({ error: LIMIT_MESSAGE }, LIMIT_MESSAGE)
    .regex(/^\d{1,2}$/, { error: LIMIT_MESSAGE })
    .transform(Number)
    .pipe(z.int().min(1, { error: LIMIT_MESSAGE }).max(POPULAR_MATERIALS_LIMIT.max, { error: LIMIT_MESSAGE }))
    .optional(),
});

export const materialGroupsQuerySchema = strictQuery({
  categoryId: idString('categoryId').optional(),
  includeMaterials: booleanString('includeMaterials').optional(),
  includeChildGroups: booleanString('includeChildGroups').optional(),
  includeParentGroups: booleanString('includeParentGroups').optional(),
});
export type MaterialGroupsQuery = z.infer<typeof materialGroupsQuerySchema>;

export const materialGroupQuerySchema = strictQuery({
  includeMaterials: booleanString('includeMaterials').optional(),
  includeChildGroups: booleanString('includeChildGroups').optional(),
  includeParentGroups: booleanString('includeParentGroups').optional(),
});
export type MaterialGroupQuery = z.infer<typeof materialGroupQuerySchema>;

export const packagesQuerySchema = strictQuery({
  year: safeText()
    .regex(/^Year [5-8]$/, { error: 'The year must be one of Year 5, Year 6, Year 7 or Year 8.' })
    .optional(),
});

export const tagsQuerySchema = strictQuery({ searchTerm: searchString.optional() });

export const categoriesByParentQuerySchema = strictQuery({
  parentId: idString('parentId').optional(),
  includeInactive: booleanString('includeInactive').optional(),
});

export const categoriesHierarchyQuerySchema = strictQuery({
  includeInactive: booleanString('includeInactive').optional(),
});
