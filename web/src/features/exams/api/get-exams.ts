import { useQuery } from '@tanstack/react-query';
import type { Exam } from '@the-gate/contract/exams';
import { apiListQuery } from '@/lib/api-query';
import { useViewer } from '../hooks/use-viewer';

export const EXAMS_PATH = '/api/exams';

/** `/api/exams` or `/api/exams?yearGroup=Year%205`. */
export const examsPath = (yearGroup?: string) =>
  yearGroup ? `${EXAMS_PATH}?yearGroup=${encodeURIComponent(yearGroup)}` : EXAMS_PATH;

/** The exams, in the server's order (the 'default' sort, EX-10); a non-array answer counts as none. */
export const examsQueryOptions = (viewer: string | null, yearGroup?: string) =>
  apiListQuery<Exam>(['exams', 'list', { yearGroup: yearGroup ?? null, viewer }], examsPath(yearGroup));

/** All exams, or one year's (YL-04). */
export const useExams = (yearGroup?: string) => useQuery(examsQueryOptions(useViewer(), yearGroup));
