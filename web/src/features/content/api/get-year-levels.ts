import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '@the-gate/contract/catalogue';
import { apiFetchList } from '@/lib/api-client';
import { yearLevelsFromTags } from '../lib/year-levels';

export const YEAR_LEVELS_PATH = '/api/tags?searchTerm=Level';

/** The year levels: the `levels` tags of `GET /api/tags?searchTerm=Level`, in year order (B§7, STU-12). */
export async function getYearLevels(signal?: AbortSignal): Promise<Tag[]> {
  return yearLevelsFromTags(await apiFetchList<Tag>(YEAR_LEVELS_PATH, signal));
}

export const yearLevelsQueryOptions = () =>
  queryOptions({
    queryKey: ['year-levels'],
    queryFn: ({ signal }) => getYearLevels(signal),
  });

export function useYearLevels() {
  return useQuery(yearLevelsQueryOptions());
}
