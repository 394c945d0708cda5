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
import { packageTier, TAG_KEYS, YEAR_LEVELS } from '@the-gate/contract/catalogue-rules';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { notFound } from '../../lib/http-errors';
import { groupTags, presentGroup, presentGroupSummary, presentMaterial } from './presenters';
import * as repo from './repository';

export type CatalogueDeps = { db: Database; files: FileStorage; publicUrl: string };

type GroupInclude = { includeMaterials?: boolean; includeChildGroups?: boolean; includeParentGroups?: boolean };

export function createCatalogueService({ db, files, publicUrl }: CatalogueDeps) {
  async function loadMaterials(filter: repo.MaterialFilter): Promise<Material[]> {
    const [rows, tagRows] = await Promise.all([repo.selectMaterials(db, filter), repo.selectMaterialTags(db, filter)]);
    const tags = groupTags(tagRows);
    return rows.map((row) => presentMaterial(row, tags.get(row.material.id) ?? [], files, publicUrl));
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
      repo.selectGroups(db, { ids }),
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
    listMaterials: (query: MaterialsQuery) => loadMaterials(query),

    async getMaterial(id: number): Promise<Material> {
      const [material] = await loadMaterials({ ids: [id] });
      if (!material) throw notFound('The requested material could not be found.');
      return material;
    },

    async listMaterialTypes(): Promise<MaterialType[]> {
      return repo.selectMaterialTypes(db);
    },

    async getMaterialType(id: number): Promise<MaterialType> {
      const [type] = await repo.selectMaterialTypes(db, id);
      if (!type) throw notFound('Material type not found.');
      return type;
    },

    listGroups: (query: { categoryId?: number } & GroupInclude) => loadGroups({ categoryId: query.categoryId }, query),

    async getGroup(id: number, include: MaterialGroupQuery): Promise<MaterialGroup> {
      const [group] = await loadGroups({ ids: [id] }, include);
      if (!group) throw notFound('Not found.');
      return group;
    },

    /** Package groups (a PackageType tag), by year and then tier (contract §3.14). */
    async listPackages(year?: string): Promise<MaterialGroup[]> {
      const ids = (await repo.selectGroupIdsWithTag(db, TAG_KEYS.packageType)).map((row) => row.id);
      if (ids.length === 0) return [];
      const groups = await loadGroups({ ids }, {});
      const yearOf = (g: MaterialGroup) => g.tags.find((t) => t.key === TAG_KEYS.level)?.value ?? '';
      const yearRank = (g: MaterialGroup) => {
        const index = (YEAR_LEVELS as readonly string[]).indexOf(yearOf(g));
        return index === -1 ? YEAR_LEVELS.length : index;
      };
      return groups
        .filter((g) => year === undefined || yearOf(g) === year)
        .sort((a, b) => yearRank(a) - yearRank(b) || packageTier(a) - packageTier(b) || a.id - b.id);
    },

    /** What the download route needs to stream a material's file. */
    async materialFile(id: number) {
      const [row] = await repo.selectMaterials(db, { ids: [id] });
      if (!row?.material.fileKey || !row.material.isDownloadable) {
        throw notFound('The requested material could not be found.');
      }
      const { title, fileKey, isFree } = row.material;
      return { title, fileKey, isFree };
    },

    recordDownload: (id: number) => repo.incrementDownloadCount(db, id),

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
