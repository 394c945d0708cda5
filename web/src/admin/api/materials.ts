import type {
  AdminMaterial,
  AdminMaterialList,
  AdminMaterialsQuery,
  CreateMaterialRequest,
  PatchMaterialRequest,
} from '@the-gate/contract/admin-catalogue';
import type { MaterialType } from '@the-gate/contract/catalogue';
import { ApiError, apiFetch, apiFetchList } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';

/** The list's query as the address and the request carry it: every value a string, none empty. */
export type MaterialsListQuery = { [K in keyof AdminMaterialsQuery]?: string };

/** The query's keys in the order the request writes them (one order, so one cache key per list). */
export const LIST_QUERY_KEYS = ['search', 'status', 'typeId', 'year', 'sort', 'order', 'page'] as const;

export const materialsKey = (query: MaterialsListQuery) => ['admin', 'materials', query] as const;
export const materialKey = (id: string) => ['admin', 'material', id] as const;
export const materialTypesKey = ['material-types'] as const;

/** `/api/admin/materials?…` for `query`, empty values left out. */
export function materialsPath(query: MaterialsListQuery): string {
  const params = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/api/admin/materials?${search}` : '/api/admin/materials';
}

/** GET /api/admin/materials: one page of the catalogue's materials, searched, filtered and sorted by the server (issue 24 §2). */
export function getAdminMaterials(query: MaterialsListQuery, signal?: AbortSignal): Promise<AdminMaterialList> {
  return apiFetch<AdminMaterialList>(materialsPath(query), { signal });
}

/** GET /api/admin/materials/{id}: the material with its status and dates, for the edit form. */
export function getAdminMaterial(id: string, signal?: AbortSignal): Promise<AdminMaterial> {
  return apiFetch<AdminMaterial>(`/api/admin/materials/${encodeURIComponent(id)}`, { signal });
}

/** GET /api/material-types: the public list of types, for the filter and the form's select. */
export function getMaterialTypes(signal?: AbortSignal): Promise<MaterialType[]> {
  return apiFetchList<MaterialType>('/api/material-types', signal);
}

/** POST /api/admin/materials → the new Draft's id. */
export function createMaterial(request: CreateMaterialRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/admin/materials', { method: 'POST', body: request });
}

/** PATCH /api/admin/materials/{id}: only the fields that changed, and `expectedUpdatedAt` (409 when stale). */
export function patchMaterial(id: string, patch: PatchMaterialRequest): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/materials/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

/**
 * A back-office call whose body is not JSON (a file, a CSV text) or whose answer is not (the CSV
 * export): `apiFetch` sends and reads JSON only. The same bearer token, the same ApiError.
 */
async function sendRaw(path: string, init: { method: string; body?: BodyInit; contentType?: string }) {
  const headers: Record<string, string> = {};
  if (init.contentType) headers['Content-Type'] = init.contentType;
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { method: init.method, headers, body: init.body });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return response;
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** PUT /api/admin/materials/{id}/file (multipart, field `file`, a PDF) → its page count. */
export async function uploadMaterialFile(id: string, file: File): Promise<{ pages: number }> {
  const response = await sendRaw(`/api/admin/materials/${encodeURIComponent(id)}/file`, {
    method: 'PUT',
    body: fileForm(file),
  });
  return (await response.json()) as { pages: number };
}

/** PUT /api/admin/materials/{id}/thumbnail (multipart, field `file`, JPEG/PNG/WebP): the new cover. */
export async function uploadMaterialThumbnail(id: string, file: File): Promise<void> {
  await sendRaw(`/api/admin/materials/${encodeURIComponent(id)}/thumbnail`, { method: 'PUT', body: fileForm(file) });
}

/** GET /api/admin/materials/export: the catalogue as a CSV file (UTF-8 with BOM, issue 24 §4). */
export async function exportMaterialsCsv(): Promise<Blob> {
  return (await sendRaw('/api/admin/materials/export', { method: 'GET' })).blob();
}

/** What an import did, or would do on a dry run; rows count the header as row 1 (issue 24 §4). */
export type ImportResult = {
  rows: number;
  created: number;
  updated: number;
  errors: { row: number; message: string }[];
};

/** POST /api/admin/materials/import?dryRun=: the CSV's text; a dry run changes nothing. */
export async function importMaterialsCsv(csv: string, dryRun: boolean): Promise<ImportResult> {
  try {
    const response = await sendRaw(`/api/admin/materials/import?dryRun=${dryRun}`, {
      method: 'POST',
      body: csv,
      contentType: 'text/csv',
    });
    return (await response.json()) as ImportResult;
  } catch (error) {
    // A refused import may still say row by row why (4xx with the same shape): show that.
    const result = error instanceof ApiError ? asImportResult(error.body) : null;
    if (result) return result;
    throw error;
  }
}

function asImportResult(body: string): ImportResult | null {
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && 'errors' in value && Array.isArray(value.errors)) {
      const { rows = 0, created = 0, updated = 0 } = value as Partial<ImportResult>;
      return { rows, created, updated, errors: value.errors as ImportResult['errors'] };
    }
  } catch {
    // Not JSON: no rows to show.
  }
  return null;
}
