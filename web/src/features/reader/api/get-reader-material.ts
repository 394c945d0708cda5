import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReaderMaterial } from '@the-gate/contract/library';
import { ApiError, apiFetch } from '@/lib/api-client';

/** GET /api/materials/{id}/reader (Bearer; issue 9 §3): the title and a signed, short-lived file URL. */
export function getReaderMaterial(id: number, signal?: AbortSignal): Promise<ReaderMaterial> {
  return apiFetch<ReaderMaterial>(`/api/materials/${id}/reader`, { signal });
}

export const readerMaterialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['materials', id, 'reader'],
    queryFn: ({ signal }) => getReaderMaterial(id, signal),
    // 401, 403 and 404 will not change by asking again; anything else is retried once (GLB-04).
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
    // The file URL is signed and expires: it is never reused from an earlier visit, and a refetch
    // (which would hand out a new URL and reload the open document) is never triggered by itself.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** `enabled: false` for a malformed id or a visitor without a token: nothing is asked for then. */
export function useReaderMaterial(id: number | null, enabled: boolean) {
  return useQuery({ ...readerMaterialQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
