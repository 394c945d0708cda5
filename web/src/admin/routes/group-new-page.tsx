import type { CreateGroupRequest } from '@the-gate/contract/admin-groups';
import { toast } from 'sonner';
import { createGroup } from '../api/groups';
import { NewItemPage } from '../components/item-edit-page';
import { EMPTY_GROUP } from '../groups/form-values';
import { GroupForm } from '../groups/group-form';
import { adminPaths, groupPath } from '../paths';

/** A new package, book or collection (catalogue.manage): created as a Draft, then edited on its own page (pictures, status). */
export function GroupNewPage() {
  return (
    <NewItemPage back={{ to: adminPaths.groups, label: 'Packages & books' }} title="New package or book">
      <GroupForm
        mode="create"
        defaults={EMPTY_GROUP}
        managerLocked={false}
        onSave={async (request) => {
          const { id } = await createGroup(request as CreateGroupRequest);
          toast.success('Created as a draft. Add its pictures here.');
          return { goTo: groupPath(id) };
        }}
      />
    </NewItemPage>
  );
}
