import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMaterialType, PatchMaterialTypeRequest } from '@the-gate/contract/admin-taxonomies';
import { can } from '@the-gate/contract/staff-rules';
import { type FormEvent, useId, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { FormNotice } from '@/components/form/form-notice';
import { LoadingState } from '@/components/loading-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLeaveGuard, useStaffRole } from '../admin-context';
import {
  createMaterialType,
  deleteMaterialType,
  getAdminMaterialTypes,
  materialTypesAdminKey,
  patchMaterialType,
  taxonomiesKey,
} from './api';
import { counted, taxonomyErrorMessage } from './errors';
import {
  Cell,
  EditRow,
  EmptyRow,
  Field,
  RowFormButtons,
  rowClass,
  TaxonomyTable,
  useFocusOnMount,
} from './taxonomy-table';
import { DeleteAction, type Notice, SectionNotice, useTaxonomyDelete } from './use-delete';

/**
 * The material types (issue 24 §2, §6): each with how many materials are of it; renamed or described
 * in place (catalogue.edit, editors too); added and deleted by catalogue.manage, a delete offered only
 * for an unused type — and if one was taken into use meanwhile, the server's 409 is said.
 */
export function MaterialTypesSection() {
  const role = useStaffRole();
  const types = useQuery({ queryKey: materialTypesAdminKey, queryFn: ({ signal }) => getAdminMaterialTypes(signal) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useTaxonomyDelete({
    send: (type: AdminMaterialType) => deleteMaterialType(type.id),
    done: (type) => `Deleted the material type "${type.name}".`,
    what: (type) => `the material type "${type.name}"`,
    setNotice,
  });

  return (
    <div className="space-y-4">
      {can(role, 'catalogue.manage') && <AddMaterialTypeForm onDone={setNotice} />}
      <SectionNotice notice={notice} />
      {types.isPending ? (
        <LoadingState label="Loading material types..." layout="start" />
      ) : types.isError ? (
        <ErrorState
          title="Material types could not load"
          message="Check your connection and try again."
          onRetry={() => void types.refetch()}
        />
      ) : (
        <TaxonomyTable caption="Material types" headers={['Name', 'Description', 'Materials', 'Actions']}>
          {types.data.items.length === 0 ? (
            <EmptyRow columns={4}>No material types yet.</EmptyRow>
          ) : (
            types.data.items.map((type) => (
              <MaterialTypeRow
                key={type.id}
                type={type}
                busy={remove.busy}
                onSaved={(text) => setNotice({ tone: 'success', text })}
                onDelete={() => remove.ask(type)}
              />
            ))
          )}
        </TaxonomyTable>
      )}
      {remove.confirm}
    </div>
  );
}

/** Adding a type (catalogue.manage): what was typed stays when the server refuses it. */
function AddMaterialTypeForm({ onDone }: { onDone: (notice: Notice | null) => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  useLeaveGuard(name !== '' || description !== '');
  const create = useMutation({
    mutationFn: () => createMaterialType({ name, description: description || null }),
    onSuccess: () => {
      onDone({ tone: 'success', text: `Added the material type "${name.trim()}".` });
      setName('');
      setDescription('');
      void queryClient.invalidateQueries({ queryKey: taxonomiesKey });
    },
    onError: (failure) => setError(taxonomyErrorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onDone(null);
    create.mutate();
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Add a material type"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="font-semibold">Add a material type</h2>
      {error && (
        <FormNotice>
          <p>{error}</p>
        </FormNotice>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <Field label="Name" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Description (optional)" htmlFor={`${id}-description`}>
          <Input
            id={`${id}-description`}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add type'}
        </Button>
      </div>
    </form>
  );
}

type RowProps = {
  type: AdminMaterialType;
  busy: boolean;
  onSaved: (text: string) => void;
  onDelete: () => void;
};

/** One type: read, or (Edit) a form in its place that sends only what changed. */
function MaterialTypeRow({ type, busy, onSaved, onDelete }: RowProps) {
  const role = useStaffRole();
  const [editing, setEditing] = useState(false);
  if (editing) return <MaterialTypeEditRow type={type} onClose={() => setEditing(false)} onSaved={onSaved} />;
  const used = type.materialCount > 0;
  return (
    <tr className={rowClass}>
      <Cell className="font-medium">{type.name}</Cell>
      <Cell className="text-slate-700">{type.description || '—'}</Cell>
      <Cell>{counted(type.materialCount, 'material', 'materials')}</Cell>
      <Cell>
        <div className="flex flex-wrap gap-2">
          {can(role, 'catalogue.edit') && (
            <Button variant="outline" size="sm" aria-label={`Edit ${type.name}`} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {can(role, 'catalogue.manage') && (
            <DeleteAction inUse={used} label={`Delete ${type.name}`} busy={busy} onDelete={onDelete} />
          )}
        </div>
      </Cell>
    </tr>
  );
}

function MaterialTypeEditRow({
  type,
  onClose,
  onSaved,
}: {
  type: AdminMaterialType;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState(type.name);
  const [description, setDescription] = useState(type.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const first = useFocusOnMount<HTMLInputElement>();
  const patch: PatchMaterialTypeRequest = {
    ...(name !== type.name && { name }),
    ...(description !== (type.description ?? '') && { description: description || null }),
  };
  const dirty = Object.keys(patch).length > 0;
  const letGo = useLeaveGuard(dirty);
  const save = useMutation({
    mutationFn: () => patchMaterialType(type.id, patch),
    onSuccess: () => {
      letGo();
      onSaved(`Saved the material type "${name.trim()}".`);
      onClose();
      void queryClient.invalidateQueries({ queryKey: taxonomiesKey });
    },
    onError: (failure) => setError(taxonomyErrorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (dirty) save.mutate();
    else onClose();
  };
  return (
    <EditRow columns={4}>
      <form onSubmit={submit} aria-label={`Edit ${type.name}`} className="space-y-3">
        {error && (
          <FormNotice>
            <p>{error}</p>
          </FormNotice>
        )}
        <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
          <Field label="Name" htmlFor={`${id}-name`}>
            <Input ref={first} id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field label="Description" htmlFor={`${id}-description`}>
            <Input
              id={`${id}-description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field>
        </div>
        <RowFormButtons submitLabel="Save" pending={save.isPending} onCancel={onClose} />
      </form>
    </EditRow>
  );
}
