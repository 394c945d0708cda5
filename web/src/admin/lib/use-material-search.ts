import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAdminMaterials, materialsKey } from '../api/materials';
import { SEARCH_DEBOUNCE_MS } from '../components/list-filters';

/**
 * A search of the catalogue's materials for a picker (a package's contents, an exam's paper): sent
 * once typing rests, as the lists' search is; nothing is asked while `off` (a role that may not pick).
 */
export function useMaterialSearch(text: string, off: boolean) {
  const [search, setSearch] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: materialsKey({ search }),
    queryFn: ({ signal }) => getAdminMaterials({ search }, signal),
    enabled: !off && search.length > 0,
  });
  return { search, found };
}
