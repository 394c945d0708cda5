import type { GroupSummary, Material, MaterialGroup, Tag } from '@the-gate/contract/catalogue';
import type { FileStorage } from '../../lib/file-storage';
import type { GroupRow, MaterialRow, TagRow } from './repository';

export function groupTags(rows: TagRow[]): Map<number, Tag[]> {
  const byOwner = new Map<number, Tag[]>();
  for (const { ownerId, ...tag } of rows) {
    const list = byOwner.get(ownerId);
    if (list) list.push(tag);
    else byOwner.set(ownerId, [tag]);
  }
  return byOwner;
}

/** The route that streams a material's file; free files need no signature. */
export const materialDownloadRoute = (id: number) => `/api/materials/${id}/download`;

/** The link to a free material's file: anyone may follow it (an exam's free paper too). Root-relative. */
export const freeFileUrl = (id: number) => materialDownloadRoute(id);

/**
 * The file URL of a material: public when free, the owner's own signed link when paid and theirs
 * (its downloads are stamped for them, issue 27 §1), otherwise none (contract §5.5). Root-relative,
 * as every file URL (issue 23 §7).
 */
function fileUrl(m: MaterialRow['material'], ownerUrl: string | null): string | null {
  if (!m.isDownloadable || !m.fileKey) return null;
  if (m.isFree) return freeFileUrl(m.id);
  return ownerUrl;
}

/**
 * A material as the web app reads it (contract §2.7). The file URL is set for a free, downloadable
 * item, and for a paid one only in a response to its owner, signed and short-lived: a paid file's
 * URL never appears in a public response (contract §5.5).
 */
export function presentMaterial(
  row: MaterialRow,
  tags: Tag[],
  files: FileStorage,
  ownerUrl: string | null = null,
): Material {
  const m = row.material;
  const preview = files.publicFileUrl(m.previewKey);
  const download = fileUrl(m, ownerUrl);
  return {
    id: m.id,
    title: m.title,
    briefDescription: m.briefDescription,
    description: m.description,
    price: m.isFree ? 0 : m.price,
    isFree: m.isFree,
    thumbnailPath: files.publicFileUrl(m.thumbnailKey),
    previewUrl: preview,
    previewFilePath: preview,
    downloadUrl: download,
    filePath: download,
    author: m.author,
    publishDate: m.publishDate?.toISOString() ?? null,
    pages: m.pages,
    subject: m.subject,
    typeId: m.typeId,
    typeName: row.typeName,
    type: { id: m.typeId, name: row.typeName },
    category: m.categoryId !== null && row.categoryName !== null ? { id: m.categoryId, name: row.categoryName } : null,
    tags,
    downloadCount: m.downloadCount,
    viewCount: m.viewCount,
    isDownloadable: m.isDownloadable,
    isStandalone: m.isStandalone,
    fileSize: m.fileSize,
  };
}

export function presentGroupSummary(g: GroupRow, tags: Tag[], materialCount: number, files: FileStorage): GroupSummary {
  return {
    id: g.id,
    name: g.name,
    title: g.name,
    typeName: g.typeName,
    price: g.isFree ? 0 : g.price,
    isFree: g.isFree,
    thumbnailPath: files.publicFileUrl(g.thumbnailKey),
    materialCount,
    tags,
  };
}

/** A group's own files: the preview is public; the full content is reached through its materials. */
export function presentGroup(g: GroupRow, tags: Tag[], materialCount: number, files: FileStorage): MaterialGroup {
  return {
    ...presentGroupSummary(g, tags, materialCount, files),
    description: g.description,
    briefDescription: g.briefDescription,
    isDownloadable: g.isDownloadable,
    mainThumbnailPath: files.publicFileUrl(g.mainThumbnailKey ?? g.thumbnailKey),
    author: g.author,
    pages: g.pages,
    publishDate: g.publishDate?.toISOString() ?? null,
    downloadCount: g.downloadCount,
    downloadUrl: null,
    previewFilePath: files.publicFileUrl(g.previewKey),
    categoryId: g.categoryId,
    category: g.categoryId !== null && g.categoryName !== null ? { id: g.categoryId, name: g.categoryName } : null,
  };
}
