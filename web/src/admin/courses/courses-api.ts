import type {
  AdminCourse,
  AdminCourseList,
  AdminCoursesQuery,
  CreateCourseRequest,
  CreateLessonRequest,
  PatchCourseRequest,
  PatchLessonRequest,
} from '@the-gate/contract/admin-courses';
import type { UploadedDocument } from '@the-gate/contract/admin-uploads';
import { ApiError, apiFetch } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { listRequestPath } from '../lib/list-url-state';

/** The list's query as the address and the request carry it: every value a string, none empty. */
export type CoursesListQuery = { [K in keyof AdminCoursesQuery]?: string };

/** The query's keys in the order the request writes them (one order, so one cache key per list). */
export const COURSE_QUERY_KEYS = ['search', 'status', 'difficulty', 'category', 'sort', 'order', 'page'] as const;

export const coursesKey = (query: CoursesListQuery) => ['admin', 'courses', query] as const;
export const courseKey = (id: string) => ['admin', 'course', id] as const;

const coursePath = (id: string) => `/api/admin/courses/${encodeURIComponent(id)}`;
const lessonPath = (id: string, lessonId: number) => `${coursePath(id)}/lessons/${lessonId}`;

/** GET /api/admin/courses: one page of the teacher courses, searched, filtered and sorted by the server (issue 24 §2). */
export function getAdminCourses(query: CoursesListQuery, signal?: AbortSignal): Promise<AdminCourseList> {
  return apiFetch<AdminCourseList>(listRequestPath('/api/admin/courses', { keys: COURSE_QUERY_KEYS }, query), {
    signal,
  });
}

/** GET /api/admin/courses/{id}: the course with its status, dates and whole lessons, for the edit page. */
export function getAdminCourse(id: string, signal?: AbortSignal): Promise<AdminCourse> {
  return apiFetch<AdminCourse>(coursePath(id), { signal });
}

/** POST /api/admin/courses → the new Draft's id. */
export function createCourse(request: CreateCourseRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/admin/courses', { method: 'POST', body: request });
}

/** PATCH /api/admin/courses/{id}: only the changed fields and `expectedUpdatedAt` (409 when stale) → the course now. */
export function patchCourse(id: string, patch: PatchCourseRequest): Promise<AdminCourse> {
  return apiFetch<AdminCourse>(coursePath(id), { method: 'PATCH', body: patch });
}

/** POST /api/admin/courses/{id}/lessons: a lesson after the last one. */
export function addLesson(id: string, request: CreateLessonRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>(`${coursePath(id)}/lessons`, { method: 'POST', body: request });
}

/** PATCH /api/admin/courses/{id}/lessons/{lessonId}: the lesson's changed fields → the course now. */
export function patchLesson(id: string, lessonId: number, patch: PatchLessonRequest): Promise<AdminCourse> {
  return apiFetch<AdminCourse>(lessonPath(id, lessonId), { method: 'PATCH', body: patch });
}

/** DELETE /api/admin/courses/{id}/lessons/{lessonId} (catalogue.manage), with its learners' progress. */
export async function deleteLesson(id: string, lessonId: number): Promise<void> {
  await apiFetch<unknown>(lessonPath(id, lessonId), { method: 'DELETE' });
}

/** PUT /api/admin/courses/{id}/lessons/order: every lesson, each once, in the new order → the course now. */
export function reorderLessons(id: string, lessonIds: number[]): Promise<AdminCourse> {
  return apiFetch<AdminCourse>(`${coursePath(id)}/lessons/order`, { method: 'PUT', body: { lessonIds } });
}

/**
 * A file sent as a form (field `file`), as the materials' uploads: `apiFetch` sends JSON only. The
 * same bearer token, the same ApiError.
 */
async function putFile(path: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  const token = readAuthToken();
  const response = await fetch(path, {
    method: 'PUT',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return response.json();
}

/** PUT /api/admin/courses/{id}/thumbnail (JPEG/PNG/WebP): the new cover. */
export async function uploadCourseThumbnail(id: string, file: File): Promise<void> {
  await putFile(`${coursePath(id)}/thumbnail`, file);
}

/** PUT /api/admin/courses/{id}/lessons/{lessonId}/document (one ZIP, catalogue.manage) → its file count and size. */
export async function uploadLessonDocument(id: string, lessonId: number, file: File): Promise<UploadedDocument> {
  return (await putFile(`${lessonPath(id, lessonId)}/document`, file)) as UploadedDocument;
}
