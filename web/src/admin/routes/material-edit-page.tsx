import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMaterial } from '@the-gate/contract/admin-catalogue';
import { can } from '@the-gate/contract/staff-rules';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { getAdminMaterial, getMaterialTypes, materialKey, materialTypesKey, patchMaterial } from '../api/materials';
import { PageTitle } from '../components/page-title';
import { StatusSection } from '../components/status-section';
import { pick } from '../lib/changed-fields';
import { changedMaterialFields, formValuesOf, type MaterialFormValues } from '../materials/form-values';
import { MaterialForm } from '../materials/material-form';
import { MaterialUploads } from '../materials/material-uploads';
import { adminPaths } from '../paths';

/** The version of the material the form was opened with: its values and its `updatedAt` (the 409 check). */
type Opened = { material: AdminMaterial; values: MaterialFormValues };
const opened = (material: AdminMaterial): Opened => ({ material, values: formValuesOf(material) });

function EditMaterial({ first }: { first: AdminMaterial }) {
  const role = useStaffRole();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => opened(first));
  const types = useQuery({ queryKey: materialTypesKey, queryFn: ({ signal }) => getMaterialTypes(signal) });
  const id = String(first.id);

  /** Reads the material again after a change of ours: the form's next save expects this version. */
  const reload = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: materialKey(id),
      queryFn: ({ signal }) => getAdminMaterial(id, signal),
      staleTime: 0,
    });
    const next = opened(fresh);
    setState(next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'materials'] });
    return next;
  }, [queryClient, id]);

  const { material } = state;
  return (
    <div className="max-w-3xl space-y-6">
      <StatusSection
        status={material.status}
        canPublish={can(role, 'catalogue.publish')}
        onChange={async (status) => {
          await patchMaterial(id, { status, expectedUpdatedAt: state.material.updatedAt });
          await reload();
        }}
      />
      <MaterialForm
        mode="edit"
        defaults={state.values}
        types={types.data ?? [material.type]}
        priceLocked={!can(role, 'catalogue.manage')}
        onSave={async (request, values) => {
          const changed = changedMaterialFields(state.values, values);
          if (changed.size > 0) {
            await patchMaterial(id, { ...pick(request, changed), expectedUpdatedAt: state.material.updatedAt });
          }
          const next = await reload();
          toast.success(changed.size > 0 ? 'Changes saved.' : 'Nothing to save: nothing changed.');
          return { values: next.values };
        }}
      />
      <MaterialUploads
        material={material}
        canUploadFile={can(role, 'catalogue.manage')}
        onUploaded={async () => {
          await reload();
        }}
      />
    </div>
  );
}

/** A material's edit page (issue 24 §2, §6): its status, its fields and its files, by the role's rights. */
export function MaterialEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const material = useQuery({
    queryKey: materialKey(id),
    queryFn: ({ signal }) => getAdminMaterial(id, signal),
    refetchOnWindowFocus: false,
  });
  const notFound = material.error instanceof ApiError && material.error.status === 404;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.catalogue} className="font-medium text-brand-700 underline underline-offset-2">
          Materials
        </Link>
      </p>
      <PageTitle title={material.data ? material.data.title : 'Edit material'} />
      {material.isPending ? (
        <LoadingState label="Loading the material..." layout="start" />
      ) : material.isError ? (
        <ErrorState
          title={notFound ? 'There is no such material' : 'The material could not load'}
          message={notFound ? 'It may have been removed. Go back to the list.' : 'Check your connection and try again.'}
          {...(!notFound && { onRetry: () => void material.refetch() })}
        />
      ) : (
        <EditMaterial key={material.data.id} first={material.data} />
      )}
    </>
  );
}
