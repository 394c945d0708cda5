import type { AdminMaterial, PatchMaterialRequest, TagInput } from '@the-gate/contract/admin-catalogue';
import { YEAR_GROUPS } from '@the-gate/contract/admin-catalogue-rules';
import { changedFields } from '../lib/changed-fields';

/** The tag key the shop files a material's year under (`levels: Year 6`). */
export const YEAR_TAG_KEY = 'levels';

/**
 * The material form's fields as the inputs hold them: texts as typed, the year as its own select
 * and the other tags as key/value rows. `price` is undefined while the role may not change it.
 */
export type MaterialFormValues = {
  title: string;
  briefDescription: string;
  description: string;
  price: number | undefined;
  isFree: boolean | undefined;
  typeId: number;
  year: string;
  tags: TagInput[];
  author: string;
  subject: string;
  publishDate: string;
  isDownloadable: boolean;
  isStandalone: boolean;
};

export const EMPTY_MATERIAL: MaterialFormValues = {
  title: '',
  briefDescription: '',
  description: '',
  price: 0,
  isFree: false,
  typeId: 0,
  year: '',
  tags: [],
  author: '',
  subject: '',
  publishDate: '',
  isDownloadable: true,
  isStandalone: true,
};

const isYear = (tag: TagInput) => tag.key === YEAR_TAG_KEY && (YEAR_GROUPS as readonly string[]).includes(tag.value);

/** The form's values for a material the server sent. */
export function formValuesOf(material: AdminMaterial): MaterialFormValues {
  const year = material.tags.find(isYear);
  return {
    title: material.title,
    briefDescription: material.briefDescription ?? '',
    description: material.description,
    price: material.price,
    isFree: material.isFree,
    typeId: material.typeId,
    year: year?.value ?? '',
    tags: material.tags.filter((tag) => tag !== year).map(({ key, value }) => ({ key, value })),
    author: material.author ?? '',
    subject: material.subject ?? '',
    publishDate: material.publishDate?.slice(0, 10) ?? '',
    isDownloadable: material.isDownloadable,
    isStandalone: material.isStandalone,
  };
}

/**
 * The request the form's values make, before the contract's schema checks it: the year becomes the
 * last tag (so a tag row's error keeps its row's index), an empty date none.
 */
export function requestOf(values: MaterialFormValues): Record<string, unknown> {
  const { year, tags, publishDate, ...fields } = values;
  return {
    ...fields,
    tags: year ? [...tags, { key: YEAR_TAG_KEY, value: year }] : tags,
    publishDate: publishDate || null,
  };
}

type RequestField = Exclude<keyof PatchMaterialRequest, 'expectedUpdatedAt' | 'status' | 'categoryId'>;

/** Which request fields a form field writes: the year is a tag. */
const REQUEST_FIELD: Record<keyof MaterialFormValues, RequestField> = {
  title: 'title',
  briefDescription: 'briefDescription',
  description: 'description',
  price: 'price',
  isFree: 'isFree',
  typeId: 'typeId',
  year: 'tags',
  tags: 'tags',
  author: 'author',
  subject: 'subject',
  publishDate: 'publishDate',
  isDownloadable: 'isDownloadable',
  isStandalone: 'isStandalone',
};

/** The request fields whose form fields differ from what was loaded: only those are sent (issue 24 §2). */
export const changedMaterialFields = (loaded: MaterialFormValues, now: MaterialFormValues) =>
  changedFields(loaded, now, REQUEST_FIELD);
