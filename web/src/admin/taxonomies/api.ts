import type {
  AdminCategoryList,
  AdminMaterialTypeList,
  AdminTagList,
  CreateCategoryRequest,
  CreateMaterialTypeRequest,
  PatchCategoryRequest,
  PatchedTag,
  PatchMaterialTypeRequest,
} from '@the-gate/contract/admin-taxonomies';
import { apiFetch } from '@/lib/api-client';

/** Every taxonomy query starts with this key: a change to one refreshes the usage counts of all. */
export const taxonomiesKey = ['admin', 'taxonomies'] as const;
export const materialTypesAdminKey = [...taxonomiesKey, 'material-types'] as const;
export const categoriesAdminKey = [...taxonomiesKey, 'categories'] as const;
/** `key` '' is every tag. */
export const tagsAdminKey = (key: string) => [...taxonomiesKey, 'tags', key] as const;

/** GET /api/admin/material-types: every type with how many materials are of it. */
export function getAdminMaterialTypes(signal?: AbortSignal): Promise<AdminMaterialTypeList> {
  return apiFetch<AdminMaterialTypeList>('/api/admin/material-types', { signal });
}

/** POST /api/admin/material-types (catalogue.manage) → its id; 409 when the name is taken. */
export function createMaterialType(request: CreateMaterialTypeRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/admin/material-types', { method: 'POST', body: request });
}

/** PATCH /api/admin/material-types/{id} (catalogue.edit): a new name or description. */
export function patchMaterialType(id: number, patch: PatchMaterialTypeRequest): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/material-types/${id}`, { method: 'PATCH', body: patch });
}

/** DELETE /api/admin/material-types/{id} (catalogue.manage); 409 while a material is of it. */
export function deleteMaterialType(id: number): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/material-types/${id}`, { method: 'DELETE' });
}

/** GET /api/admin/categories: every category, flat with its parent, with what uses it. */
export function getAdminCategories(signal?: AbortSignal): Promise<AdminCategoryList> {
  return apiFetch<AdminCategoryList>('/api/admin/categories', { signal });
}

/** POST /api/admin/categories (catalogue.manage) → its id; 409 when the slug is taken. */
export function createCategory(request: CreateCategoryRequest): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/admin/categories', { method: 'POST', body: request });
}

/** PATCH /api/admin/categories/{id}: rights by field (403 names it); 400 for a cycle. */
export function patchCategory(id: number, patch: PatchCategoryRequest): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/categories/${id}`, { method: 'PATCH', body: patch });
}

/** DELETE /api/admin/categories/{id} (catalogue.manage); 409 saying what still uses it. */
export function deleteCategory(id: number): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/categories/${id}`, { method: 'DELETE' });
}

/** GET /api/admin/tags?key=: the tags of one key (exactly, keys are case-sensitive), or all. */
export function getAdminTags(key: string, signal?: AbortSignal): Promise<AdminTagList> {
  const path = key ? `/api/admin/tags?${new URLSearchParams({ key })}` : '/api/admin/tags';
  return apiFetch<AdminTagList>(path, { signal });
}

/** PATCH /api/admin/tags/{id}: renames the value everywhere, or merges into the tag that has it. */
export function renameTag(id: number, value: string): Promise<PatchedTag> {
  return apiFetch<PatchedTag>(`/api/admin/tags/${id}`, { method: 'PATCH', body: { value } });
}

/** DELETE /api/admin/tags/{id} (catalogue.manage); 409 while an item carries it. */
export function deleteTag(id: number): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/tags/${id}`, { method: 'DELETE' });
}
