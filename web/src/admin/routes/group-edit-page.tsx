import type { AdminGroup } from '@the-gate/contract/admin-groups';
import { can } from '@the-gate/contract/staff-rules';
import { useState } from 'react';
import { toast } from 'sonner';
import { useStaffRole } from '../admin-context';
import { getAdminGroup, groupKey, patchGroup } from '../api/groups';
import { ItemEditPage, useReloadItem } from '../components/item-edit-page';
import { StatusSection } from '../components/status-section';
import { changedGroupFields, type GroupFormValues, groupFormValuesOf } from '../groups/form-values';
import { GroupForm } from '../groups/group-form';
import { GroupUploads } from '../groups/group-uploads';
import { pick } from '../lib/changed-fields';
import { adminPaths } from '../paths';

/** The version the form was opened with: its values and its `updatedAt` (the 409 check). */
type Opened = { group: AdminGroup; values: GroupFormValues };
const opened = (group: AdminGroup): Opened => ({ group, values: groupFormValuesOf(group) });

function EditGroup({ first }: { first: AdminGroup }) {
  const role = useStaffRole();
  const [state, setState] = useState(() => opened(first));
  const id = String(first.id);

  const reloadItem = useReloadItem(groupKey(id), (signal) => getAdminGroup(id, signal), ['admin', 'groups']);
  /** Reads the package or book again after a change of ours: the form's next save expects this version. */
  const reload = async () => {
    const next = opened(await reloadItem());
    setState(next);
    return next;
  };

  const { group } = state;
  return (
    <div className="max-w-3xl space-y-6">
      <StatusSection
        status={group.status}
        canPublish={can(role, 'catalogue.publish')}
        onChange={async (status) => {
          await patchGroup(id, { status, expectedUpdatedAt: state.group.updatedAt });
          await reload();
        }}
      />
      <GroupForm
        mode="edit"
        defaults={state.values}
        managerLocked={!can(role, 'catalogue.manage')}
        onSave={async (request, values) => {
          const changed = changedGroupFields(state.values, values);
          if (changed.size > 0) {
            await patchGroup(id, { ...pick(request, changed), expectedUpdatedAt: state.group.updatedAt });
          }
          const next = await reload();
          toast.success(changed.size > 0 ? 'Changes saved.' : 'Nothing to save: nothing changed.');
          return { values: next.values };
        }}
      />
      <GroupUploads
        group={group}
        onUploaded={async () => {
          await reload();
        }}
      />
    </div>
  );
}

/** A package's, book's or collection's edit page (issue 24 §6): status, fields, contents and pictures, by role. */
export function GroupEditPage() {
  return (
    <ItemEditPage
      back={{ to: adminPaths.groups, label: 'Packages & books' }}
      noun="package or book"
      queryKey={groupKey}
      load={getAdminGroup}
      titleOf={(item: AdminGroup) => item.name}
      keyOf={(item) => item.id}
    >
      {(item) => <EditGroup first={item} />}
    </ItemEditPage>
  );
}
