import { QueryClient } from '@tanstack/react-query';

/** The spec's data cache (A§9, GLB-04, GLB-05): a failed request is retried once; data is fresh for 5 minutes. */
export const DATA_FRESH_MS = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: DATA_FRESH_MS },
    },
  });
}
