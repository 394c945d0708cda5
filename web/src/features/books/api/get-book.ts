import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { apiQuery, useApiQueryById } from '@/lib/api-query';

/** One book (B§7, BD-11); an unknown id is a 404 with `{"message":"Not found."}`. */
export const bookQueryOptions = (id: number) => apiQuery<MaterialGroup>(['book', id], `/api/material-groups/${id}`);

/** No request for a missing or malformed id (BD-08). */
export const useBook = (id: number | null) => useApiQueryById(bookQueryOptions, id);
