import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CreateCategoryRequest, PatchCategoryRequest } from '@the-gate/contract/admin-taxonomies';
import { can } from '@the-gate/contract/staff-rules';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useStaffRole } from '../admin-context';
import {
  categoriesAdminKey,
  createCategory,
  deleteCategory,
  getAdminCategories,
  patchCategory,
  taxonomiesKey,
} from './api';
import { CategoryForm, type CategoryValues, EMPTY_CATEGORY, valuesOf } from './category-form';
import { taxonomyErrorMessage } from './errors';
import { Cell, EditRow, EmptyRow, rowClass, TaxonomyTable } from './taxonomy-table';
import { DeleteAction, type Notice, SectionNotice, useTaxonomyDelete } from './use-delete';

const HEADERS = ['Name', 'Slug', 'Parent', 'In the shop', 'Order', 'Used by', 'Actions'];

/** What uses a category, in words: "2 materials, 1 subcategory", or "Nothing". */
function usage({ materialCount, groupCount, childCount }: AdminCategory): string {
  const parts = [
    materialCount > 0 && `${materialCount} material${materialCount === 1 ? '' : 's'}`,
    groupCount > 0 && `${groupCount} package${groupCount === 1 ? '' : 's'} or book${groupCount === 1 ? '' : 's'}`,
    childCount > 0 && `${childCount} subcategor${childCount === 1 ? 'y' : 'ies'}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Nothing';
}

const createRequest = (values: CategoryValues): CreateCategoryRequest =>
  ({
    name: values.name,
    slug: values.slug,
    description: values.description || null,
    parentId: values.parentId ? Number(values.parentId) : null,
    isActive: values.isActive,
    sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
  }) as CreateCategoryRequest;

/**
 * The categories (issue 24 §2, §6), flat as the server lists them with each one's parent named:
 * added and deleted by catalogue.manage (a delete offered only when nothing uses it), edited in place
 * field by field as the role allows. A move under its own subcategory is refused by the server (400),
 * whose words are shown with what was typed kept.
 */
export function CategoriesSection() {
  const role = useStaffRole();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: categoriesAdminKey, queryFn: ({ signal }) => getAdminCategories(signal) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [addKey, setAddKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: taxonomiesKey });

  const create = useMutation({
    mutationFn: (values: CategoryValues) => createCategory(createRequest(values)),
    onSuccess: (_answer, values) => {
      setNotice({ tone: 'success', text: `Added the category "${values.name.trim()}".` });
      setAddKey((key) => key + 1);
      void refresh();
    },
    onError: (error) => setFormError(taxonomyErrorMessage(error)),
  });
  const save = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PatchCategoryRequest; name: string }) => patchCategory(id, patch),
    onSuccess: (_answer, { name }) => {
      setNotice({ tone: 'success', text: `Saved the category "${name.trim()}".` });
      setEditing(null);
      void refresh();
    },
    onError: (error) => setFormError(taxonomyErrorMessage(error)),
  });
  const remove = useTaxonomyDelete({
    send: (category: AdminCategory) => deleteCategory(category.id),
    done: (category) => `Deleted the category "${category.name}".`,
    what: (category) => `the category "${category.name}"`,
    setNotice,
  });

  if (list.isPending) return <LoadingState label="Loading categories..." layout="start" />;
  if (list.isError)
    return (
      <ErrorState
        title="Categories could not load"
        message="Check your connection and try again."
        onRetry={() => void list.refetch()}
      />
    );
  const categories = list.data.items;
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  const startEdit = (id: number | null) => {
    setNotice(null);
    setFormError(null);
    setEditing(id);
  };

  return (
    <div className="space-y-4">
      {can(role, 'catalogue.manage') && (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <CategoryForm
            key={addKey}
            title="Add a category"
            initial={EMPTY_CATEGORY}
            categories={categories}
            submitLabel="Add category"
            pending={create.isPending}
            error={editing === null ? formError : null}
            onSubmit={(_patch, values) => {
              startEdit(null);
              create.mutate(values);
            }}
          />
        </div>
      )}
      <SectionNotice notice={notice} />
      <TaxonomyTable caption="Categories" headers={HEADERS}>
        {categories.length === 0 ? (
          <EmptyRow columns={HEADERS.length}>No categories yet.</EmptyRow>
        ) : (
          categories.map((category) =>
            editing === category.id ? (
              <EditRow key={category.id} columns={HEADERS.length}>
                <CategoryForm
                  title={`Edit ${category.name}`}
                  initial={valuesOf(category)}
                  editingId={category.id}
                  categories={categories}
                  submitLabel="Save"
                  pending={save.isPending}
                  error={formError}
                  onSubmit={(patch, values) => {
                    setFormError(null);
                    save.mutate({ id: category.id, patch, name: values.name });
                  }}
                  onCancel={() => startEdit(null)}
                />
              </EditRow>
            ) : (
              <tr key={category.id} className={rowClass}>
                <Cell className="font-medium">{category.name}</Cell>
                <Cell className="whitespace-nowrap text-slate-700">{category.slug}</Cell>
                <Cell>
                  {category.parentId === null ? '—' : (nameOf.get(category.parentId) ?? `#${category.parentId}`)}
                </Cell>
                <Cell>
                  <Badge variant={category.isActive ? 'secondary' : 'outline'}>
                    {category.isActive ? 'Shown' : 'Hidden'}
                  </Badge>
                </Cell>
                <Cell>{category.sortOrder}</Cell>
                <Cell>{usage(category)}</Cell>
                <Cell>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${category.name}`}
                      onClick={() => startEdit(category.id)}
                    >
                      Edit
                    </Button>
                    {can(role, 'catalogue.manage') && (
                      <DeleteAction
                        inUse={category.materialCount + category.groupCount + category.childCount > 0}
                        label={`Delete ${category.name}`}
                        busy={remove.busy}
                        onDelete={() => remove.ask(category)}
                      />
                    )}
                  </div>
                </Cell>
              </tr>
            ),
          )
        )}
      </TaxonomyTable>
      {remove.confirm}
    </div>
  );
}
