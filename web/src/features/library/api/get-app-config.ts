import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@the-gate/contract/library';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api-client';
import { useBase, withBase } from '@/lib/router';

export const APP_CONFIG_PATH = '/api/app-config';

/** GET /api/app-config: run-time settings; `readerUrl` holds `{id}` (issue 9 §3). */
export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiFetch<AppConfig>(APP_CONFIG_PATH, { signal });
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    // Settings change with a deploy, not while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Where 'View on Application' opens material `id` (MM-15): the server's `readerUrl`, or our own
 * reader path while the settings are on their way or when they cannot be read, so the link always works.
 */
export function useReaderHref(): (id: number) => string {
  const { data } = useQuery(appConfigQueryOptions());
  const base = useBase();
  const template = data?.readerUrl;
  // Our own reader opens in the page's language (`/ar/reader/3`, issue 26 §1); another host's as configured.
  return (id) => withBase(base, template ? template.replaceAll('{id}', String(id)) : paths.reader.href(id));
}
