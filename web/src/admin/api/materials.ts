import type {
  AdminMaterial,
  AdminMaterialList,
  AdminMaterialsQuery,
  CreateMaterialRequest,
  PatchMaterialRequest,
} from '@the-gate/contract/admin-catalogue';
import type { MaterialType } from '@the-gate/contract/catalogue';
import { ApiError, apiFetch, apiFetchList } from '@/lib/api-client';
import { listRequestPath } from '../lib/list-url-state';
import { putFile, sendRaw } from '../lib/send-raw';

/** The list's query as the address and the request carry it: every value a string, none empty. */
export type MaterialsListQuery = { [K in keyof AdminMaterialsQuery]?: string };

/** The query's keys in the order the request writes them (one order, so one cache key per list). */
export const LIST_QUERY_KEYS = ['search', 'status', 'typeId', 'year', 'sort', 'order', 'page'] as const;

export const materialsKey = (query: MaterialsListQuery) => ['admin', 'materials', query] as const;
export const materialKey = (id: string) => ['admin', 'material', id] as const;
export const materialTypesKey = ['material-types'] as const;

/** `/api/admin/materials?…` for `query`, empty values left out. */
export function materialsPath(query: MaterialsListQuery): string {
  return listRequestPath('/api/admin/materials', { keys: LIST_QUERY_KEYS }, query);
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

/** PUT /api/admin/materials/{id}/file (multipart, field `file`, a PDF) → its page count. */
export function uploadMaterialFile(id: string, file: File): Promise<{ pages: number }> {
  return putFile(`/api/admin/materials/${encodeURIComponent(id)}/file`, file);
}

/** PUT /api/admin/materials/{id}/thumbnail (multipart, field `file`, JPEG/PNG/WebP): the new cover. */
export async function uploadMaterialThumbnail(id: string, file: File): Promise<void> {
  await putFile(`/api/admin/materials/${encodeURIComponent(id)}/thumbnail`, file);
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
