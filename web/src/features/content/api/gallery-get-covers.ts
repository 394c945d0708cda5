import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { apiFetchList } from '@/lib/api-client';
import { t } from '../i18n/gallery';

/** The same public call as the digital books list (B§7): the gallery shows their covers. */
export const GALLERY_BOOKS_PATH = `/api/material-groups?categoryId=${DIGITAL_BOOKS_CATEGORY_ID}`;

export type GalleryCover = { id: number; title: string; src: string };

/** A group is named by `name` or `title` (AMB-52); one with neither is "Untitled Book" (B§3). */
const coverTitle = (group: MaterialGroup) => group.name?.trim() || group.title?.trim() || t('untitledBook');

/** Only books that have a cover: a gallery of default images shows nothing. */
export function toGalleryCovers(groups: MaterialGroup[]): GalleryCover[] {
  return groups.flatMap((group) => {
    const src = group.thumbnailPath || group.mainThumbnailPath;
    return src ? [{ id: group.id, title: coverTitle(group), src }] : [];
  });
}

export async function getGalleryCovers(signal?: AbortSignal): Promise<GalleryCover[]> {
  return toGalleryCovers(await apiFetchList<MaterialGroup>(GALLERY_BOOKS_PATH, signal));
}

export const galleryCoversQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery-covers'],
    queryFn: ({ signal }) => getGalleryCovers(signal),
  });

export function useGalleryCovers() {
  return useQuery(galleryCoversQueryOptions());
}
