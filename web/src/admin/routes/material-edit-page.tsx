import { useQuery } from '@tanstack/react-query';
import type { AdminMaterial } from '@the-gate/contract/admin-catalogue';
import { can } from '@the-gate/contract/staff-rules';
import { useState } from 'react';
import { toast } from 'sonner';
import { useStaffRole } from '../admin-context';
import { getAdminMaterial, getMaterialTypes, materialKey, materialTypesKey, patchMaterial } from '../api/materials';
import { ItemEditPage, useReloadItem } from '../components/item-edit-page';
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
  const [state, setState] = useState(() => opened(first));
  const types = useQuery({ queryKey: materialTypesKey, queryFn: ({ signal }) => getMaterialTypes(signal) });
  const id = String(first.id);

  const reloadItem = useReloadItem(materialKey(id), (signal) => getAdminMaterial(id, signal), ['admin', 'materials']);
  /** Reads the Material again after a change of ours: the form's next save expects this version. */
  const reload = async () => {
    const next = opened(await reloadItem());
    setState(next);
    return next;
  };

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
  return (
    <ItemEditPage
      back={{ to: adminPaths.catalogue, label: 'Materials' }}
      noun="Material"
      queryKey={materialKey}
      load={getAdminMaterial}
      titleOf={(item: AdminMaterial) => item.title}
      keyOf={(item) => item.id}
    >
      {(item) => <EditMaterial first={item} />}
    </ItemEditPage>
  );
}
