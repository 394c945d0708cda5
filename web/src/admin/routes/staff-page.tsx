import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@the-gate/contract/staff';
import { parseStaffRole, type StaffRole } from '@the-gate/contract/staff-rules';
import { AlertDialog } from 'radix-ui';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { FormNotice } from '@/components/form/form-notice';
import { LoadingState } from '@/components/loading-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { deleteStaff, getStaff, putStaff, staffKey } from '../api/staff';
import { AddStaffForm } from '../components/add-staff-form';
import { columnsFor, DataTable } from '../components/data-table';
import { PageTitle } from '../components/page-title';
import { RoleSelect } from '../components/role-select';
import { staffErrorMessage } from '../components/staff-errors';
import { withArticle } from '../layout/nav-items';

const helper = columnsFor<StaffMember>();

type RowActions = {
  changeRole: (member: StaffMember, role: StaffRole) => void;
  askRemove: (member: StaffMember) => void;
  busy: boolean;
};

function staffColumns({ changeRole, askRemove, busy }: RowActions) {
  return [
    helper.accessor('fullName', { header: 'Name', cell: (info) => info.getValue() || '—' }),
    helper.accessor('email', {
      header: 'E-mail',
      cell: (info) => <span className="break-all">{info.getValue()}</span>,
    }),
    helper.accessor('role', {
      header: 'Role',
      cell: ({ row }) => (
        <RoleSelect
          aria-label={`Role of ${row.original.email}`}
          value={row.original.role}
          disabled={busy}
          onChange={(event) => {
            const role = parseStaffRole(event.target.value);
            if (role && role !== row.original.role) changeRole(row.original, role);
          }}
        />
      ),
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${row.original.email}`}
          disabled={busy}
          onClick={() => askRemove(row.original)}
        >
          Remove
        </Button>
      ),
    }),
  ];
}

/**
 * Staff (owners, issue 24 §1, §6): who holds a role, their role changed in place, a role taken away
 * after a confirmation, and someone added by e-mail. A refusal (the last owner, 409) is said above
 * the list and the list shows what the server holds.
 */
export function StaffPage() {
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: staffKey, queryFn: ({ signal }) => getStaff(signal) });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKey });

  const change = useMutation({
    mutationFn: ({ member, role }: { member: StaffMember; role: StaffRole }) => putStaff({ email: member.email, role }),
    onSuccess: (_answer, { member, role }) =>
      setNotice({ tone: 'success', text: `${member.email} is now ${withArticle(role)}.` }),
    onError: (error) => setNotice({ tone: 'error', text: staffErrorMessage(error) }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (member: StaffMember) => deleteStaff(member.userId),
    onSuccess: (_answer, member) => setNotice({ tone: 'success', text: `${member.email} no longer has a staff role.` }),
    onError: (error) => setNotice({ tone: 'error', text: staffErrorMessage(error) }),
    onSettled: refresh,
  });
  const busy = change.isPending || remove.isPending;

  const columns = useMemo(
    () =>
      staffColumns({
        changeRole: (member, role) => {
          setNotice(null);
          change.mutate({ member, role });
        },
        askRemove: (member) => {
          setNotice(null);
          setRemoving(member);
        },
        busy,
      }),
    [change.mutate, busy],
  );

  return (
    <>
      <PageTitle title="Staff" />
      <div className="space-y-6">
        <AddStaffForm />
        <section aria-labelledby="staff-list-heading" className="space-y-3">
          <h2 id="staff-list-heading" className="text-lg font-semibold">
            Members of staff
          </h2>
          {notice && (
            <FormNotice tone={notice.tone}>
              <p>{notice.text}</p>
            </FormNotice>
          )}
          {staff.isPending ? (
            <LoadingState label="Loading staff..." layout="start" />
          ) : staff.isError ? (
            <ErrorState
              title="Staff could not load"
              message="Check your connection and try again."
              onRetry={() => void staff.refetch()}
            />
          ) : (
            <DataTable
              caption="Members of staff and their roles"
              columns={columns}
              data={staff.data.items}
              getRowId={(member) => member.userId}
              empty="No one holds a staff role."
            />
          )}
        </section>
      </div>
      <AlertDialog.Root open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          {/* direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions */}
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">
              Remove {removing?.email} from staff?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-700">
              They keep their account and what they bought, but can no longer open the back office.
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonVariants({ variant: 'destructive' })}
                onClick={() => removing && remove.mutate(removing)}
              >
                Remove
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
