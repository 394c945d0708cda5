import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGroup } from '@the-gate/contract/admin-groups';
import { can } from '@the-gate/contract/staff-rules';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { getAdminGroup, groupKey, patchGroup } from '../api/groups';
import { PageTitle } from '../components/page-title';
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
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => opened(first));
  const id = String(first.id);

  /** Reads the group again after a change of ours: the form's next save expects this version. */
  const reload = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: groupKey(id),
      queryFn: ({ signal }) => getAdminGroup(id, signal),
      staleTime: 0,
    });
    const next = opened(fresh);
    setState(next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'groups'] });
    return next;
  }, [queryClient, id]);

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
  const { id = '' } = useParams<{ id: string }>();
  const group = useQuery({
    queryKey: groupKey(id),
    queryFn: ({ signal }) => getAdminGroup(id, signal),
    refetchOnWindowFocus: false,
  });
  const notFound = group.error instanceof ApiError && group.error.status === 404;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.groups} className="font-medium text-brand-700 underline underline-offset-2">
          Packages & books
        </Link>
      </p>
      <PageTitle title={group.data ? group.data.name : 'Edit package or book'} />
      {group.isPending ? (
        <LoadingState label="Loading..." layout="start" />
      ) : group.isError ? (
        <ErrorState
          title={notFound ? 'There is no such package or book' : 'The package or book could not load'}
          message={notFound ? 'It may have been removed. Go back to the list.' : 'Check your connection and try again.'}
          {...(!notFound && { onRetry: () => void group.refetch() })}
        />
      ) : (
        <EditGroup key={group.data.id} first={group.data} />
      )}
    </>
  );
}
