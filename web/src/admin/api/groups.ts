import type {
  AdminGroup,
  AdminGroupList,
  CreateGroupRequest,
  PatchGroupRequest,
} from '@the-gate/contract/admin-groups';
import { apiFetch } from '@/lib/api-client';
import { type ListQuery, listRequestPath } from '../lib/list-url-state';
import { putFile } from '../lib/send-raw';

/** The list's query keys in the order the request writes them (one order, so one cache key per list). */
export const GROUP_QUERY_KEYS = ['search', 'status', 'kind', 'year', 'sort', 'order', 'page'] as const;
export type GroupsListQuery = ListQuery<(typeof GROUP_QUERY_KEYS)[number]>;

export const groupsKey = (query: GroupsListQuery) => ['admin', 'groups', query] as const;
export const groupKey = (id: string) => ['admin', 'group', id] as const;

const groupPath = (id: string) => `/api/admin/groups/${encodeURIComponent(id)}`;

/** GET /api/admin/groups: one page of packages, books and collections, searched, filtered and sorted by the server (issue 24 §2). */
export function getAdminGroups(query: GroupsListQuery, signal?: AbortSignal): Promise<AdminGroupList> {
  return apiFetch<AdminGroupList>(listRequestPath('/api/admin/groups', { keys: GROUP_QUERY_KEYS }, query), {
    signal,
  });
}

/** GET /api/admin/groups/{id}: the group with its status, dates and ordered contents, for the edit form. */
export function getAdminGroup(id: string, signal?: AbortSignal): Promise<AdminGroup> {
  return apiFetch<AdminGroup>(groupPath(id), { signal });
}

/** POST /api/admin/groups → the new Draft's id. */
export function createGroup(request: CreateGroupRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/admin/groups', { method: 'POST', body: request });
}

/** PATCH /api/admin/groups/{id}: only the fields that changed, and `expectedUpdatedAt` (409 when stale). */
export function patchGroup(id: string, patch: PatchGroupRequest): Promise<unknown> {
  return apiFetch<unknown>(groupPath(id), { method: 'PATCH', body: patch });
}

/** PUT /api/admin/groups/{id}/thumbnail or /main-thumbnail (multipart `file`): the list cover or the page's big picture. */
export async function uploadGroupCover(id: string, which: 'thumbnail' | 'main-thumbnail', file: File): Promise<void> {
  await putFile(`${groupPath(id)}/${which}`, file);
}
