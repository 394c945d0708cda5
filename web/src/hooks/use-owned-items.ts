import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@the-gate/contract/cart';
import type { OwnedItems } from '@the-gate/contract/library';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';

type Item = Pick<CartItem, 'type' | 'id'>;

/** The owned ids by cart type: a book and a package are both groups (A§3). */
type OwnedLookup = Record<string, Set<number> | undefined>;

function toLookup(owned: OwnedItems): OwnedLookup {
  const groups = new Set(owned.groupIds);
  return {
    material: new Set(owned.materialIds),
    book: groups,
    package: groups,
    course: new Set(owned.courseIds),
    exam: new Set(owned.examIds),
  };
}

/**
 * GET /api/library/owned (Bearer; issue 22 §7). Under 'library', so a completed payment (which
 * refetches everything but the payment calls) and a sign-out (which drops every answer) reach it.
 */
export const ownedItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['library', 'owned'],
    queryFn: ({ signal }) => apiFetch<OwnedItems>('/api/library/owned', { signal }),
  });

/**
 * Whether the signed-in viewer already owns an item, for every screen that would sell it. Asked
 * only with a token: a visitor, and a page the server rendered, pay nothing for it. Unknown (still
 * loading, or failed) counts as not owned; the server refuses to sell it twice anyway.
 */
export function useOwnsItem(): (item: Item) => boolean {
  const { data } = useQuery({ ...ownedItemsQueryOptions(), enabled: readAuthToken() !== null, select: toLookup });
  return (item) => data?.[item.type]?.has(item.id) ?? false;
}

/** Where an owned item opens: a course in its player, anything else in My Materials (it has no page per item). */
export const ownedItemHref = (item: Item) =>
  item.type === 'course' ? paths.course.href(item.id) : paths.myMaterials.href();
