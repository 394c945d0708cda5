import { useQuery } from '@tanstack/react-query';
import type { CreateMaterialRequest } from '@the-gate/contract/admin-catalogue';
import { toast } from 'sonner';
import { createMaterial, getMaterialTypes, materialTypesKey } from '../api/materials';
import { NewItemPage } from '../components/item-edit-page';
import { EMPTY_MATERIAL } from '../materials/form-values';
import { MaterialForm } from '../materials/material-form';
import { adminPaths, materialPath } from '../paths';

/** A new material (catalogue.manage, issue 24 §2): created as a Draft, then edited on its own page (files, status). */
export function MaterialNewPage() {
  const types = useQuery({ queryKey: materialTypesKey, queryFn: ({ signal }) => getMaterialTypes(signal) });
  return (
    <NewItemPage back={{ to: adminPaths.catalogue, label: 'Materials' }} title="New material">
      <MaterialForm
        mode="create"
        defaults={EMPTY_MATERIAL}
        types={types.data ?? []}
        priceLocked={false}
        onSave={async (request) => {
          const { id } = await createMaterial(request as CreateMaterialRequest);
          toast.success('Material created as a draft. Add its PDF and cover here.');
          return { goTo: materialPath(id) };
        }}
      />
    </NewItemPage>
  );
}
