import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { favoriteResponseSchema, LibraryMaterial } from '@the-gate/contract/library';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { t } from '../i18n';
import { myMaterialsQueryOptions } from './get-my-materials';

export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

export const FAVORITE_FAILED = t('favoriteFailed');

/** PUT /api/materials/{id}/favorite (issue 9 §2). */
export function setFavorite(id: number, isFavorite: boolean): Promise<FavoriteResponse> {
  return apiFetch<FavoriteResponse>(`/api/materials/${id}/favorite`, { method: 'PUT', body: { isFavorite } });
}

type Variables = { id: number; isFavorite: boolean };

/**
 * Marks a library item as a favourite or not. The card changes at once (optimistic); a refusal
 * puts that item back as it was and says so in a toast. Only the one item is touched, so two quick
 * toggles on different cards cannot undo each other.
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  const { queryKey } = myMaterialsQueryOptions();
  const patch = (id: number, isFavorite: boolean) =>
    queryClient.setQueryData<LibraryMaterial[]>(queryKey, (list) =>
      list?.map((item) => (item.id === id ? { ...item, isFavorite } : item)),
    );

  return useMutation({
    mutationFn: ({ id, isFavorite }: Variables) => setFavorite(id, isFavorite),
    onMutate: async ({ id, isFavorite }: Variables) => {
      // A list arriving now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<LibraryMaterial[]>(queryKey)?.find((item) => item.id === id);
      patch(id, isFavorite);
      return { previous: previous?.isFavorite };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous !== undefined) patch(id, context.previous);
      // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
      void import('sonner').then(({ toast }) => toast.error(FAVORITE_FAILED));
    },
    onSuccess: (result) => patch(result.id, result.isFavorite),
  });
}
