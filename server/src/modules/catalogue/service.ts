import type {
  Category,
  CategoryNode,
  Material,
  MaterialGroup,
  MaterialGroupQuery,
  MaterialsQuery,
  MaterialType,
  Tag,
} from '@the-gate/contract/catalogue';
import {
  DIGITAL_BOOKS_CATEGORY_ID,
  levelSlug,
  packageTier,
  TAG_KEYS,
  YEAR_LEVELS,
} from '@the-gate/contract/catalogue-rules';
import type { MaterialSearchQuery } from '@the-gate/contract/catalogue-search';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { notFound } from '../../lib/http-errors';
import type { Remember } from '../../lib/response-cache';
import type { SitemapEntry } from '../../lib/sitemap';
import { type DownloadVisitor, visitorKey } from './download-visitor';
import {
  freeFileUrl,
  groupTags,
  materialDownloadRoute,
  presentGroup,
  presentGroupSummary,
  presentMaterial,
} from './presenters';
import * as repo from './repository';
import { searchCatalogue } from './search';

// Item titles for the back office's customer page (issue 25 §3).
export * as itemTitles from './item-titles';

/** Which of these materials the viewer owns (the library module answers). */
/**
 * What a viewer owns, and the link to a paid file of theirs: their own signed owner link, so every
 * paid download is stamped for them (issue 27 §1). Set for a signed-in viewer only.
 */
export type OwnedMaterials = {
  ids: (materialIds: number[]) => Promise<Set<number>>;
  fileUrl: (materialId: number) => string;
};

export type CatalogueDeps = {
  db: Database;
  files: FileStorage;
  /** Keeps a value until the public data changes (ResponseCache.keep); without it, nothing is kept. */
  remember?: Remember;
};

/** A line checkout can sell: its title and the server's unit price (contract §5.2). */
export type SellableItem = { id: number; title: string; unitPrice: number };

/** Priced 0 without being marked free is a data error, not a gift: such an item is not sold. */
export const sellableRow = (row: { id: number; title: string; price: number; isFree: boolean }): SellableItem[] =>
  row.isFree || row.price > 0 ? [{ id: row.id, title: row.title, unitPrice: row.isFree ? 0 : row.price }] : [];

type GroupInclude = { includeMaterials?: boolean; includeChildGroups?: boolean; includeParentGroups?: boolean };

const PRUNE_EVERY_MS = 60 * 60 * 1000;

const MATERIAL_NOT_FOUND = 'The requested material could not be found.';

export function createCatalogueService({ db, files, remember = (_key, produce) => produce() }: CatalogueDeps) {
  let prunedAt = 0;

  async function loadMaterials(filter: repo.MaterialFilter, owned?: OwnedMaterials): Promise<Material[]> {
    const [rows, tagRows] = await Promise.all([repo.selectMaterials(db, filter), repo.selectMaterialTags(db, filter)]);
    const tags = groupTags(tagRows);
    const ownedIds = owned ? await owned.ids(rows.map((row) => row.material.id)) : new Set<number>();
    return rows.map((row) => {
      const id = row.material.id;
      return presentMaterial(row, tags.get(id) ?? [], files, owned && ownedIds.has(id) ? owned.fileUrl(id) : null);
    });
  }

  async function loadGroups(filter: repo.GroupFilter, include: GroupInclude): Promise<MaterialGroup[]> {
    const rows = await repo.selectGroups(db, filter);
    const ids = rows.map((row) => row.id);
    const [tagRows, counts, links, childLinks, parentLinks] = await Promise.all([
      repo.selectGroupTags(db, ids),
      repo.selectGroupMaterialCounts(db, ids),
      include.includeMaterials ? repo.selectGroupMaterialLinks(db, ids) : [],
      include.includeChildGroups ? repo.selectGroupLinks(db, ids, 'children') : [],
      include.includeParentGroups ? repo.selectGroupLinks(db, ids, 'parents') : [],
    ]);
    const tags = groupTags(tagRows);
    const countOf = new Map(counts.map((c) => [c.groupId, c.count]));

    // A package's contents list is what buying it grants, so a material in it stays listed whatever
    // its own status (an archived worksheet is still handed over); only its own page is gone (issue 24 §2).
    const materialIds = [...new Set(links.map((link) => link.materialId))];
    const materialsById = new Map(
      materialIds.length ? (await loadMaterials({ ids: materialIds })).map((m) => [m.id, m]) : [],
    );
    const relatedIds = [
      ...new Set([...childLinks.map((l) => l.childGroupId), ...parentLinks.map((l) => l.parentGroupId)]),
    ];
    const related = await summaries(relatedIds);

    return rows.map((row) => {
      const group = presentGroup(row, tags.get(row.id) ?? [], countOf.get(row.id) ?? 0, files);
      if (include.includeMaterials) {
        group.materials = links
          .filter((link) => link.groupId === row.id)
          .flatMap((link) => materialsById.get(link.materialId) ?? []);
      }
      if (include.includeChildGroups) {
        group.childGroups = childLinks
          .filter((l) => l.parentGroupId === row.id)
          .flatMap((l) => related.get(l.childGroupId) ?? []);
      }
      if (include.includeParentGroups) {
        group.parentGroups = parentLinks
          .filter((l) => l.childGroupId === row.id)
          .flatMap((l) => related.get(l.parentGroupId) ?? []);
      }
      return group;
    });
  }

  async function summaries(ids: number[]) {
    if (ids.length === 0) return new Map();
    const [rows, tagRows, counts] = await Promise.all([
      repo.selectGroups(db, { ids, publishedOnly: true }),
      repo.selectGroupTags(db, ids),
      repo.selectGroupMaterialCounts(db, ids),
    ]);
    const tags = groupTags(tagRows);
    const countOf = new Map(counts.map((c) => [c.groupId, c.count]));
    return new Map(
      rows.map((row) => [row.id, presentGroupSummary(row, tags.get(row.id) ?? [], countOf.get(row.id) ?? 0, files)]),
    );
  }

  return {
    listMaterials: (query: MaterialsQuery) => loadMaterials({ ...query, publishedOnly: true }),

    /** One page of the /materials search with its facet counts (issue 12 §2, B§5). */
    searchMaterials: (query: MaterialSearchQuery) => searchCatalogue({ db, files, remember }, query),

    /** The most downloaded standalone materials, most downloaded first (B§9 "Recommended materials"). */
    async popularMaterials(limit: number): Promise<Material[]> {
      const ids = await repo.selectPopularMaterialIds(db, limit);
      const byId = new Map((await loadMaterials({ ids, publishedOnly: true })).map((m) => [m.id, m]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The shop's material page: a draft or archived one answers 404 like a missing one (issue 24 §2).
     * With `owned`, a paid material the viewer owns carries their own signed file URL.
     */
    async getMaterial(id: number, owned?: OwnedMaterials): Promise<Material> {
      const [material] = await loadMaterials({ ids: [id], publishedOnly: true }, owned);
      if (!material) throw notFound(MATERIAL_NOT_FOUND);
      return material;
    },

    /**
     * A material as its owner's library reads it, whatever its status: an archived (or draft) item
     * stays with those who own it (issue 24 §2). The library decides who may ask.
     */
    async libraryMaterial(id: number, owned?: OwnedMaterials): Promise<Material> {
      const [material] = await loadMaterials({ ids: [id] }, owned);
      if (!material) throw notFound(MATERIAL_NOT_FOUND);
      return material;
    },

    /** Owned materials by id, in id order, whatever their status, in two queries; an unknown id is left out. */
    libraryMaterials: (ids: number[], owned?: OwnedMaterials): Promise<Material[]> =>
      ids.length === 0 ? Promise.resolve([]) : loadMaterials({ ids }, owned),

    async listMaterialTypes(): Promise<MaterialType[]> {
      return repo.selectMaterialTypes(db);
    },

    async getMaterialType(id: number): Promise<MaterialType> {
      const [type] = await repo.selectMaterialTypes(db, id);
      if (!type) throw notFound('Material type not found.');
      return type;
    },

    listGroups: (query: { categoryId?: number } & GroupInclude) =>
      loadGroups({ categoryId: query.categoryId, publishedOnly: true }, query),

    /**
     * With `owned`: a book (a group holding one file) the viewer owns carries its file's signed URL
     * as `downloadUrl`, so its page offers Download instead of Add to Cart. A draft or archived book
     * or package answers 404 like a missing one (issue 24 §2).
     */
    async getGroup(id: number, include: MaterialGroupQuery, owned?: OwnedMaterials): Promise<MaterialGroup> {
      const [group] = await loadGroups({ ids: [id], publishedOnly: true }, include);
      if (!group) throw notFound('Not found.');
      if (owned) {
        const links = await repo.selectGroupMaterialLinks(db, [id]);
        if (links.length === 1) {
          const [file] = await loadMaterials({ ids: [links[0]!.materialId] }, owned);
          group.downloadUrl = file?.downloadUrl ?? null;
        }
      }
      return group;
    },

    /** Every published material page, digital book and package page, with its last change (the sitemap). */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [materialRows, groupRows] = await Promise.all([
        repo.selectStandaloneMaterialDates(db),
        repo.selectGroups(db, { publishedOnly: true }),
      ]);
      const tags = groupTags(
        await repo.selectGroupTags(
          db,
          groupRows.map((row) => row.id),
        ),
      );
      const entries: SitemapEntry[] = materialRows.map((row) => ({
        path: `/material/${row.id}`,
        lastModified: row.updatedAt,
      }));
      for (const group of groupRows) {
        const own = tags.get(group.id) ?? [];
        const level = own.find((tag) => tag.key === TAG_KEYS.level)?.value;
        if (group.categoryId === DIGITAL_BOOKS_CATEGORY_ID) {
          entries.push({ path: `/digital-books/${group.id}`, lastModified: group.updatedAt });
        } else if (level && own.some((tag) => tag.key === TAG_KEYS.packageType)) {
          entries.push({ path: `/packages/${levelSlug(level)}/${group.id}`, lastModified: group.updatedAt });
        }
      }
      return entries;
    },

    /** Standalone materials checkout may sell, by id; unknown ones are simply missing. */
    async sellableMaterials(ids: number[]): Promise<SellableItem[]> {
      return (await repo.selectSellableMaterials(db, ids)).flatMap(sellableRow);
    },

    /** Books and packages checkout may sell, by id. */
    async sellableGroups(ids: number[]): Promise<SellableItem[]> {
      return (await repo.selectGroupPrices(db, ids)).flatMap(sellableRow);
    },

    /** What buying these groups grants: their materials and their child groups' (contract §5.3). */
    materialIdsInGroups: (executor: Database, groupIds: number[]) => repo.selectMaterialIdsInGroups(executor, groupIds),

    /** What buying each of these groups would grant, group by group (issue 22 §7: nothing sold twice). */
    async materialIdsByGroup(groupIds: number[]): Promise<Map<number, number[]>> {
      const byGroup = new Map<number, number[]>(groupIds.map((id) => [id, []]));
      for (const { groupId, materialId } of await repo.selectMaterialsByGroup(db, groupIds)) {
        byGroup.get(groupId)?.push(materialId);
      }
      return byGroup;
    },

    /** The books and packages someone owning exactly these materials owns whole. */
    groupsCoveredBy: (materialIds: number[]) => repo.selectGroupsCoveredBy(db, materialIds),

    /** Package groups (a PackageType tag), by year and then tier (contract §3.14). */
    async listPackages(year?: string): Promise<MaterialGroup[]> {
      const ids = (await repo.selectGroupIdsWithTag(db, TAG_KEYS.packageType)).map((row) => row.id);
      if (ids.length === 0) return [];
      const groups = await loadGroups({ ids, publishedOnly: true }, {});
      const yearOf = (g: MaterialGroup) => g.tags.find((t) => t.key === TAG_KEYS.level)?.value ?? '';
      const yearRank = (g: MaterialGroup) => {
        const index = (YEAR_LEVELS as readonly string[]).indexOf(yearOf(g));
        return index === -1 ? YEAR_LEVELS.length : index;
      };
      return groups
        .filter((g) => year === undefined || yearOf(g) === year)
        .sort((a, b) => yearRank(a) - yearRank(b) || packageTier(a) - packageTier(b) || a.id - b.id);
    },

    /** The route that streams a material's file (the library serves it): a paid one's link is signed for it. */
    downloadRoute: materialDownloadRoute,

    /** The public link to a free material's file. */
    freeFileUrl,

    /**
     * What the download routes need to stream a material's file, whatever its status: its owners keep
     * an archived one (issue 24 §2); the routes decide who may have it.
     */
    async materialFile(id: number) {
      const [row] = await repo.selectMaterials(db, { ids: [id] });
      if (!row?.material.fileKey || !row.material.isDownloadable) {
        throw notFound(MATERIAL_NOT_FOUND);
      }
      const { title, fileKey, isFree, status } = row.material;
      return { title, fileKey, isFree, status };
    },

    /**
     * Counts a download once per visitor (download-visitor.ts) per material per day; the events
     * before yesterday are pruned at most once an hour.
     */
    async recordDownload(id: number, visitor: DownloadVisitor): Promise<void> {
      await repo.countDownload(db, id, visitorKey(visitor));
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await repo.pruneDownloadEvents(db);
      }
    },

    listTags: (searchTerm?: string): Promise<Tag[]> => repo.selectTags(db, searchTerm),

    async categoriesByParent(parentId: number | undefined, includeInactive: boolean): Promise<Category[]> {
      if (parentId !== undefined && !(await repo.categoryExists(db, parentId))) {
        throw notFound('Category not found.');
      }
      const [level, all] = await Promise.all([
        repo.selectCategories(db, { parentId: parentId ?? null, includeInactive }),
        repo.selectCategories(db, { includeInactive }),
      ]);
      const parents = new Set(all.map((c) => c.parentId));
      return level.map((c) => ({ ...c, hasChildren: parents.has(c.id) }));
    },

    /** Roots with nested children; an inactive category hides its whole branch. */
    async categoryHierarchy(includeInactive: boolean): Promise<CategoryNode[]> {
      const all = await repo.selectCategories(db, { includeInactive });
      const nodes = new Map<number, CategoryNode>(all.map((c) => [c.id, { ...c, children: [] }]));
      const roots: CategoryNode[] = [];
      for (const node of nodes.values()) {
        if (node.parentId === null) roots.push(node);
        else nodes.get(node.parentId)?.children.push(node);
      }
      return roots;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/**
 * Whether material `id` can be an exam's paper (decision 006): it exists and is not sold on its own.
 * 'missing', 'standalone' or 'ok'; `executor` is the caller's transaction (the exams back office).
 */
export async function paperMaterialKind(executor: Database, id: number): Promise<'missing' | 'standalone' | 'ok'> {
  const row = await repo.selectMaterialStandalone(executor, id);
  if (!row) return 'missing';
  return row.isStandalone ? 'standalone' : 'ok';
}
