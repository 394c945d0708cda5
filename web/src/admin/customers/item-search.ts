import { useQuery } from '@tanstack/react-query';
import type { GrantItemType } from '@the-gate/contract/admin-customers-rules';
import type { ItemStatus } from '@the-gate/contract/item-status';
import { useEffect, useState } from 'react';
import { getAdminExams } from '../api/exams';
import { getAdminGroups } from '../api/groups';
import { getAdminMaterials } from '../api/materials';
import { SEARCH_DEBOUNCE_MS } from '../components/list-filters';
import { getAdminCourses } from '../courses/courses-api';

/** An item a grant can name, as the catalogue's lists find it. */
export type FoundItem = { id: number; title: string; status: ItemStatus };

/** The first page of the back office's own list of that kind, searched by the server (issue 24 §2). */
async function findItems(type: GrantItemType, search: string, signal: AbortSignal): Promise<FoundItem[]> {
  switch (type) {
    case 'Material':
      return (await getAdminMaterials({ search }, signal)).items;
    case 'MaterialGroup':
      return (await getAdminGroups({ search }, signal)).items.map((row) => ({ ...row, title: row.name }));
    case 'Exam':
      return (await getAdminExams({ search }, signal)).items;
    case 'Course':
      return (await getAdminCourses({ search }, signal)).items;
  }
}

/**
 * A search of the catalogue for the grant form's item picker: sent once typing rests, as the lists'
 * search is; nothing is asked for an empty search.
 */
export function useItemSearch(type: GrantItemType, text: string) {
  const [search, setSearch] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['admin', 'grant-items', type, search] as const,
    queryFn: ({ signal }) => findItems(type, search, signal),
    enabled: search.length > 0,
  });
  return { search, found };
}
