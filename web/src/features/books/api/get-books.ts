import { useQuery } from '@tanstack/react-query';
import type { MaterialGroup } from '@the-gate/contract/catalogue';
import { DIGITAL_BOOKS_CATEGORY_ID } from '@the-gate/contract/catalogue-rules';
import { apiListQuery } from '@/lib/api-query';

export const BOOKS_PATH = `/api/material-groups?categoryId=${DIGITAL_BOOKS_CATEGORY_ID}`;

/** The digital books: the groups of the one fixed category; a non-array answer counts as empty (B§7, DB-16). */
export const booksQueryOptions = () => apiListQuery<MaterialGroup>(['books'], BOOKS_PATH);

export const useBooks = () => useQuery(booksQueryOptions());
