import type { AdminGroup, GroupKind, PatchGroupRequest } from '@the-gate/contract/admin-groups';
import type { ItemStatus } from '@the-gate/contract/item-status';
import { changedFields } from '../lib/changed-fields';

/** An included material as the contents editor lists it. */
export type ContentRow = { materialId: number; title: string; status: ItemStatus };

/**
 * A group's form fields as the inputs hold them: texts as typed, an empty select or number as ''.
 * `price`, `isFree`, `kind` and `tier` are undefined while the role may not change them (the inputs
 * are disabled).
 */
export type GroupFormValues = {
  name: string;
  briefDescription: string;
  description: string;
  price: number | undefined;
  isFree: boolean | undefined;
  kind: GroupKind | undefined;
  tier: string | undefined;
  year: string;
  author: string;
  pages: string;
  publishDate: string;
  isDownloadable: boolean;
  contents: ContentRow[];
};

export const EMPTY_GROUP: GroupFormValues = {
  name: '',
  briefDescription: '',
  description: '',
  price: 0,
  isFree: false,
  kind: 'package',
  tier: '',
  year: '',
  author: '',
  pages: '',
  publishDate: '',
  isDownloadable: true,
  contents: [],
};

/** The form's values for a group the server sent. */
export function groupFormValuesOf(group: AdminGroup): GroupFormValues {
  return {
    name: group.name,
    briefDescription: group.briefDescription ?? '',
    description: group.description,
    price: group.price,
    isFree: group.isFree,
    kind: group.kind,
    tier: group.tier ?? '',
    year: group.year ?? '',
    author: group.author ?? '',
    pages: group.pages === null ? '' : String(group.pages),
    publishDate: group.publishDate?.slice(0, 10) ?? '',
    isDownloadable: group.isDownloadable,
    contents: group.contents.map(({ id, title, status }) => ({ materialId: id, title, status })),
  };
}

/** '' is "none"; a field left undefined (locked) stays out of the request. */
const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/**
 * The request the form's values make, before the contract's schema checks it: empty selects and
 * dates become null, the pages a number, the contents their ids in order.
 */
export function groupRequestOf(values: GroupFormValues): Record<string, unknown> {
  const { contents, tier, year, pages, publishDate, kind, ...fields } = values;
  const pageCount = pages.trim() === '' ? null : Number(pages);
  return {
    ...fields,
    kind,
    tier: kind === undefined ? undefined : kind === 'package' ? orNull(tier) : null,
    year: orNull(year),
    pages: pageCount,
    publishDate: publishDate || null,
    materialIds: contents.map((row) => row.materialId),
  };
}

type RequestField = Exclude<keyof PatchGroupRequest, 'expectedUpdatedAt' | 'status' | 'categoryId' | 'childGroupIds'>;

/** Which request field a form field writes. */
const REQUEST_FIELD: Record<keyof GroupFormValues, RequestField> = {
  name: 'name',
  briefDescription: 'briefDescription',
  description: 'description',
  price: 'price',
  isFree: 'isFree',
  kind: 'kind',
  tier: 'tier',
  year: 'year',
  author: 'author',
  pages: 'pages',
  publishDate: 'publishDate',
  isDownloadable: 'isDownloadable',
  contents: 'materialIds',
};

/** The request fields whose form fields changed since loading: only those are sent (issue 24 §2). */
export function changedGroupFields(loaded: GroupFormValues, now: GroupFormValues): Set<RequestField> {
  const changed = changedFields(loaded, now, REQUEST_FIELD);
  // A new kind may clear the tier: send both (null for any kind but a package), the server checks
  // them together.
  if (changed.has('kind')) changed.add('tier');
  return changed;
}
