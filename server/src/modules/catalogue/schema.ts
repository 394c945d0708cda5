import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, itemStatus, itemStatusCheck, money, updatedAt } from '../../db/columns';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const materialTypes = pgTable('material_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [unique('tags_key_value_unique').on(t.key, t.value)],
);

/** File columns hold storage keys; URLs are built per response (files are served by the app). */
export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    briefDescription: text('brief_description'),
    description: text('description').notNull().default(''),
    price: money('price').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    thumbnailKey: text('thumbnail_key'),
    previewKey: text('preview_key'),
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    author: text('author'),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }),
    pages: integer('pages'),
    subject: text('subject'),
    typeId: integer('type_id')
      .notNull()
      .references(() => materialTypes.id),
    categoryId: integer('category_id').references(() => categories.id),
    downloadCount: integer('download_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    isDownloadable: boolean('is_downloadable').notNull().default(true),
    isStandalone: boolean('is_standalone').notNull().default(true),
    /** Only a published material is listed or sold; the library ignores it (issue 24 §2). */
    status: itemStatus(),
    // What the catalogue search filters and counts on (B§5), kept by the triggers of migration 0008
    // from the row and its tags; the app never writes them. `hasLevels`: the material has a `levels`
    // tag. `gradeValues`: its `levels` values, or without one the years its title or brief names.
    // `skillValues`: its subject and its `Sub-strand` values, each once.
    hasLevels: boolean('has_levels').notNull().default(false),
    gradeValues: text('grade_values').array().notNull().default(sql`'{}'::text[]`),
    skillValues: text('skill_values').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('materials_price_not_negative', sql`${t.price} >= 0`),
    check('materials_free_is_zero', sql`NOT ${t.isFree} OR ${t.price} = 0`),
    check('materials_status_known', itemStatusCheck(t.status)),
    index('materials_category_idx').on(t.categoryId),
    index('materials_type_idx').on(t.typeId),
    // The catalogue search's substring match (B§5) is an ILIKE '%text%': trigram indexes answer it.
    index('materials_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('materials_brief_description_trgm_idx').using('gin', t.briefDescription.op('gin_trgm_ops')),
    // The search's Skills options: the distinct subjects of the shop's (standalone, published)
    // materials, one probe each.
    index('materials_shop_subject_idx').on(t.subject).where(sql`${t.isStandalone} AND ${t.status} = 'published'`),
    // The back office's materials table opens on the latest changes first (issue 24 §2): its first page
    // walks this index instead of sorting every row; read backwards for newest first, id breaks ties.
    index('materials_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export const materialTags = pgTable(
  'material_tags',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.tagId] }),
    // From a tag to its materials: the search's Grade and Skills filters and facet counts.
    index('material_tags_tag_idx').on(t.tagId, t.materialId),
  ],
);

/**
 * Who downloaded what on which (UTC) day: a download counts once per visitor, a user or, signed out,
 * an address (a hash of it), per material per day (issue 13 §3). Rows older than yesterday are pruned.
 */
export const downloadEvents = pgTable(
  'download_events',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.visitor, t.day] }), index('download_events_day_idx').on(t.day)],
);

export const materialGroups = pgTable(
  'material_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    briefDescription: text('brief_description'),
    price: money('price').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    isDownloadable: boolean('is_downloadable').notNull().default(false),
    thumbnailKey: text('thumbnail_key'),
    mainThumbnailKey: text('main_thumbnail_key'),
    previewKey: text('preview_key'),
    typeName: text('type_name'),
    author: text('author'),
    pages: integer('pages'),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }),
    downloadCount: integer('download_count').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Only a published package or book is listed or sold; its owners keep its materials (issue 24 §2). */
    status: itemStatus(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('material_groups_price_not_negative', sql`${t.price} >= 0`),
    check('material_groups_free_is_zero', sql`NOT ${t.isFree} OR ${t.price} = 0`),
    check('material_groups_status_known', itemStatusCheck(t.status)),
    index('material_groups_category_idx').on(t.categoryId),
  ],
);

export const materialGroupTags = pgTable(
  'material_group_tags',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => materialGroups.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.tagId] })],
);

export const materialGroupMaterials = pgTable(
  'material_group_materials',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => materialGroups.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.materialId] })],
);

export const materialGroupHierarchy = pgTable(
  'material_group_hierarchy',
  {
    parentGroupId: integer('parent_group_id')
      .notNull()
      .references(() => materialGroups.id, { onDelete: 'cascade' }),
    childGroupId: integer('child_group_id')
      .notNull()
      .references(() => materialGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parentGroupId, t.childGroupId] }),
    check('material_group_hierarchy_not_self', sql`${t.parentGroupId} <> ${t.childGroupId}`),
  ],
);
