import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Exam } from '@the-gate/contract/exams';
import { apiFetch } from '@/lib/api-client';
import { useViewer } from '../hooks/use-viewer';

/** One exam; an unknown id is a 404 with `{"message":"Exam not found."}`. */
export function getExam(id: number, signal?: AbortSignal): Promise<Exam> {
  return apiFetch<Exam>(`/api/exams/${id}`, { signal });
}

export const examQueryOptions = (id: number, viewer: string | null) =>
  queryOptions({
    queryKey: ['exams', 'detail', id, viewer],
    queryFn: ({ signal }) => getExam(id, signal),
  });

/** `enabled: false` for a malformed id, so no request is sent for it. */
export function useExam(id: number | null) {
  return useQuery({ ...examQueryOptions(id ?? 0, useViewer()), enabled: id !== null });
}
