import type { Exam } from '@the-gate/contract/exams';
import { apiQuery, useApiQueryById } from '@/lib/api-query';
import { useViewer } from '../hooks/use-viewer';

/** One exam; an unknown id is a 404 with `{"message":"Exam not found."}`. */
export const examQueryOptions = (id: number, viewer: string | null) =>
  apiQuery<Exam>(['exams', 'detail', id, viewer], `/api/exams/${id}`);

/** No request for a malformed id. */
export function useExam(id: number | null) {
  const viewer = useViewer();
  return useApiQueryById((examId) => examQueryOptions(examId, viewer), id);
}
