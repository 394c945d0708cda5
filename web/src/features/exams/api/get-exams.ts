import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Exam } from '@the-gate/contract/exams';
import { apiFetchList } from '@/lib/api-client';
import { useViewer } from '../hooks/use-viewer';

export const EXAMS_PATH = '/api/exams';

/** `/api/exams` or `/api/exams?yearGroup=Year%205`. */
export const examsPath = (yearGroup?: string) =>
  yearGroup ? `${EXAMS_PATH}?yearGroup=${encodeURIComponent(yearGroup)}` : EXAMS_PATH;

/** The exams, in the server's order (the 'default' sort, EX-10); a non-array answer counts as none. */
export function getExams(yearGroup: string | undefined, signal?: AbortSignal): Promise<Exam[]> {
  return apiFetchList<Exam>(examsPath(yearGroup), signal);
}

export const examsQueryOptions = (viewer: string | null, yearGroup?: string) =>
  queryOptions({
    queryKey: ['exams', 'list', { yearGroup: yearGroup ?? null, viewer }],
    queryFn: ({ signal }) => getExams(yearGroup, signal),
  });

/** All exams, or one year's (YL-04). */
export function useExams(yearGroup?: string) {
  return useQuery(examsQueryOptions(useViewer(), yearGroup));
}
