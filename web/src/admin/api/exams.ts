import type { AdminExam, AdminExamList, CreateExamRequest, PatchExamRequest } from '@the-gate/contract/admin-exams';
import { apiFetch } from '@/lib/api-client';
import { type ListQuery, listRequestPath } from '../lib/list-url-state';
import { putFile } from '../lib/send-raw';

/** The list's query keys in the order the request writes them (one order, so one cache key per list). */
export const EXAM_QUERY_KEYS = ['search', 'status', 'year', 'sort', 'order', 'page'] as const;
export type ExamsListQuery = ListQuery<(typeof EXAM_QUERY_KEYS)[number]>;

export const examsKey = (query: ExamsListQuery) => ['admin', 'exams', query] as const;
export const examKey = (id: string) => ['admin', 'exam', id] as const;

const examPath = (id: string) => `/api/admin/exams/${encodeURIComponent(id)}`;

/** GET /api/admin/exams: one page of exams, searched, filtered and sorted by the server (issue 24 §2). */
export function getAdminExams(query: ExamsListQuery, signal?: AbortSignal): Promise<AdminExamList> {
  return apiFetch<AdminExamList>(listRequestPath('/api/admin/exams', { keys: EXAM_QUERY_KEYS }, query), { signal });
}

/** GET /api/admin/exams/{id}: the exam with its status, paper and position, for the edit form. */
export function getAdminExam(id: string, signal?: AbortSignal): Promise<AdminExam> {
  return apiFetch<AdminExam>(examPath(id), { signal });
}

/** POST /api/admin/exams → the new Draft's id. */
export function createExam(request: CreateExamRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/admin/exams', { method: 'POST', body: request });
}

/** PATCH /api/admin/exams/{id}: only the fields that changed (exams keep no date of change, so no stale check). */
export function patchExam(id: string, patch: PatchExamRequest): Promise<unknown> {
  return apiFetch<unknown>(examPath(id), { method: 'PATCH', body: patch });
}

/** PUT /api/admin/exams/{id}/thumbnail (multipart `file`): the exam's cover. */
export async function uploadExamCover(id: string, file: File): Promise<void> {
  await putFile(`${examPath(id)}/thumbnail`, file);
}
