import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryMaterial } from '@the-gate/contract/library';
import { apiFetchList } from '@/lib/api-client';
import { t } from '../i18n';

export const MY_MATERIALS_PATH = '/api/materials/me';

/** The internal error of a failed library call (API-05); the page words it for people (MM-04). */
export const FETCH_MATERIALS_FAILED = t('fetchFailed');

/**
 * GET /api/materials/me (Bearer): the signed-in user's library, newest first, as a bare array
 * (A§7, MM-02). The server's error stays as `cause`, so the page can tell an expired session (401).
 */
export async function getMyMaterials(signal?: AbortSignal): Promise<LibraryMaterial[]> {
  try {
    return await apiFetchList<LibraryMaterial>(MY_MATERIALS_PATH, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(FETCH_MATERIALS_FAILED, { cause: error });
  }
}

export const myMaterialsQueryOptions = () =>
  queryOptions({
    queryKey: ['library', 'materials'],
    queryFn: ({ signal }) => getMyMaterials(signal),
  });

/** `enabled: false` without a stored token: a visitor sends no request (MM-01). */
export function useMyMaterials(enabled: boolean) {
  return useQuery({ ...myMaterialsQueryOptions(), enabled });
}
