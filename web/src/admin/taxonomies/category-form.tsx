import type { AdminCategory, PatchCategoryRequest } from '@the-gate/contract/admin-taxonomies';
import { can } from '@the-gate/contract/staff-rules';
import { type FormEvent, useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { Checkbox } from '@/components/ui/checkbox';
import { borderColour, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useLeaveGuard, useStaffRole } from '../admin-context';
import { Field, RowFormButtons, useFocusOnMount } from './taxonomy-table';

/** A category's fields as the form holds them: texts as typed, the parent as a select's value. */
export type CategoryValues = {
  name: string;
  slug: string;
  description: string;
  parentId: string;
  isActive: boolean;
  sortOrder: string;
};

export const EMPTY_CATEGORY: CategoryValues = {
  name: '',
  slug: '',
  description: '',
  parentId: '',
  isActive: true,
  sortOrder: '0',
};

export const valuesOf = (category: AdminCategory): CategoryValues => ({
  name: category.name,
  slug: category.slug,
  description: category.description ?? '',
  parentId: category.parentId === null ? '' : String(category.parentId),
  isActive: category.isActive,
  sortOrder: String(category.sortOrder),
});

/**
 * The fields that differ from `initial`, as the API takes them. A sort order that is not a number is
 * sent as typed, so the server's 400 says what is wrong with it rather than the form guessing.
 */
export function changedFields(initial: CategoryValues, values: CategoryValues): PatchCategoryRequest {
  const patch: Record<string, unknown> = {};
  if (values.name !== initial.name) patch.name = values.name;
  if (values.slug !== initial.slug) patch.slug = values.slug;
  if (values.description !== initial.description) patch.description = values.description || null;
  if (values.parentId !== initial.parentId) patch.parentId = values.parentId ? Number(values.parentId) : null;
  if (values.isActive !== initial.isActive) patch.isActive = values.isActive;
  if (values.sortOrder !== initial.sortOrder) {
    const order = Number(values.sortOrder);
    patch.sortOrder = values.sortOrder.trim() !== '' && Number.isFinite(order) ? order : values.sortOrder;
  }
  return patch as PatchCategoryRequest;
}

type Props = {
  /** The form's heading, also its accessible name. */
  title: string;
  initial: CategoryValues;
  /** The category being edited (it cannot be its own parent); undefined when adding. */
  editingId?: number | undefined;
  categories: AdminCategory[];
  submitLabel: string;
  pending: boolean;
  error: string | null;
  /** Sends what changed from `initial` (an edit) or every value (an addition). */
  onSubmit: (patch: PatchCategoryRequest, values: CategoryValues) => void;
  onCancel?: (() => void) | undefined;
};

/**
 * A category's fields (issue 24 §2), each enabled for the role that may change it (as the server's
 * categoryFieldPermission decides): name, description and order for catalogue.edit; slug and parent
 * for catalogue.manage; shown in the shop or not for catalogue.publish. A refusal keeps what was typed.
 */
export function CategoryForm({
  title,
  initial,
  editingId,
  categories,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const role = useStaffRole();
  const id = useId();
  const [values, setValues] = useState(initial);
  const first = useFocusOnMount<HTMLInputElement>(editingId !== undefined);
  const patch = changedFields(initial, values);
  const dirty = Object.keys(patch).length > 0;
  useLeaveGuard(dirty);
  const set = <K extends keyof CategoryValues>(key: K, value: CategoryValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const manage = can(role, 'catalogue.manage');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty && editingId !== undefined) onCancel?.();
    else onSubmit(patch, values);
  };
  return (
    <form onSubmit={submit} aria-label={title} className="space-y-3">
      <h2 className="font-semibold">{title}</h2>
      {error && (
        <FormNotice>
          <p>{error}</p>
        </FormNotice>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Name" htmlFor={`${id}-name`}>
          <Input
            ref={first}
            id={`${id}-name`}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <Field label="Slug" htmlFor={`${id}-slug`}>
          <Input
            id={`${id}-slug`}
            value={values.slug}
            disabled={!manage}
            aria-describedby={`${id}-slug-hint`}
            onChange={(event) => set('slug', event.target.value)}
          />
          <span id={`${id}-slug-hint`} className="text-xs text-slate-600">
            {manage ? 'Its address in the shop, e.g. year-5.' : 'Only a manager or an owner can change the slug.'}
          </span>
        </Field>
        <Field label="Parent" htmlFor={`${id}-parent`}>
          <select
            id={`${id}-parent`}
            value={values.parentId}
            disabled={!manage}
            onChange={(event) => set('parentId', event.target.value)}
            className={cn(
              'h-10 w-full rounded-lg border bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60',
              borderColour(false),
            )}
          >
            <option value="">None (top level)</option>
            {categories
              .filter((category) => category.id !== editingId)
              .map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
          </select>
        </Field>
        <Field label="Description (optional)" htmlFor={`${id}-description`}>
          <Input
            id={`${id}-description`}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </Field>
        <Field label="Sort order" htmlFor={`${id}-order`}>
          <Input
            id={`${id}-order`}
            inputMode="numeric"
            value={values.sortOrder}
            onChange={(event) => set('sortOrder', event.target.value)}
          />
        </Field>
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox
            id={`${id}-active`}
            checked={values.isActive}
            disabled={!can(role, 'catalogue.publish')}
            onCheckedChange={(checked) => set('isActive', checked)}
          />
          <label htmlFor={`${id}-active`} className="text-sm font-medium text-slate-700">
            Shown in the shop
          </label>
        </div>
      </div>
      <RowFormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
