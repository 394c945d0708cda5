import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail, StaffGrant } from '@the-gate/contract/admin-customers';
import { GRANT_ITEM_LABELS } from '@the-gate/contract/admin-customers-rules';
import { can } from '@the-gate/contract/staff-rules';
import { useState } from 'react';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { FormNotice } from '@/components/form/form-notice';
import { LoadingState } from '@/components/loading-state';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useStaffRole } from '../admin-context';
import { PageTitle } from '../components/page-title';
import { AccountBadge } from '../customers/account-badge';
import { type Confirmation, ConfirmDialog } from '../customers/confirm-dialog';
import {
  CoursesTable,
  GrantsList,
  LibraryTable,
  PaymentsTable,
  Section,
  SessionsTable,
} from '../customers/customer-sections';
import { customerKey, getCustomer, revokeGrant, setAccountActive, signOutEverywhere } from '../customers/customers-api';
import { GrantForm } from '../customers/grant-form';
import { adminErrorMessage } from '../lib/admin-errors';
import { formatWhen } from '../lib/format-when';
import { adminPaths } from '../paths';

type Notice = { tone: 'success' | 'error'; text: string };

/** The account actions: sign out everywhere, disable or enable, each after a confirmation. */
function AccountActions({
  customer,
  ask,
  busy,
}: {
  customer: CustomerDetail;
  ask: (question: AccountQuestion) => void;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {customer.sessions.length > 0 && (
        <Button variant="outline" disabled={busy} onClick={() => ask(signOutQuestion(customer))}>
          Sign out everywhere
        </Button>
      )}
      {customer.isActive ? (
        !customer.staffRole && (
          <Button variant="destructive" disabled={busy} onClick={() => ask(disableQuestion(customer))}>
            Disable account
          </Button>
        )
      ) : (
        <Button disabled={busy} onClick={() => ask(enableQuestion(customer))}>
          Enable account
        </Button>
      )}
    </div>
  );
}

type AccountQuestion = Omit<Confirmation, 'run'> & { kind: 'sign-out' | 'disable' | 'enable' };

const signOutQuestion = (customer: CustomerDetail) => ({
  title: `Sign ${customer.name} out everywhere?`,
  description: 'Every session of this account ends at once. They can sign in again.',
  action: 'Sign out everywhere',
  kind: 'sign-out' as const,
});
const disableQuestion = (customer: CustomerDetail) => ({
  title: `Disable ${customer.name}'s account?`,
  description:
    'They are signed out at once and can no longer sign in or buy. Their payments, library and courses stay.',
  action: 'Disable account',
  kind: 'disable' as const,
});
const enableQuestion = (customer: CustomerDetail) => ({
  title: `Enable ${customer.name}'s account?`,
  description: 'They can sign in and buy again.',
  action: 'Enable account',
  kind: 'enable' as const,
});

/**
 * A customer's page (issue 25 §3): who they are, their payments (each linking to its page), library,
 * courses, live sessions and staff grants. Managers and owners grant and revoke items, sign the
 * customer out everywhere and disable or enable the account, each after a confirmation; the
 * server's refusals are said above the sections.
 */
export function CustomerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const role = useStaffRole();
  const manage = can(role, 'customers.manage');
  const queryClient = useQueryClient();
  const customer = useQuery({ queryKey: customerKey(id), queryFn: ({ signal }) => getCustomer(id, signal) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'customer', id] });
  const refreshAll = () => queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });

  const action = useMutation({
    mutationFn: async (kind: 'sign-out' | 'disable' | 'enable' | { revoke: StaffGrant }) => {
      if (kind === 'sign-out') return signOutEverywhere(id);
      if (typeof kind === 'object') return revokeGrant(id, kind.revoke.id);
      return setAccountActive(id, kind === 'enable');
    },
    onSuccess: (_answer, kind) => {
      const name = customer.data?.name ?? 'The customer';
      const text =
        kind === 'sign-out'
          ? `${name} is signed out everywhere.`
          : kind === 'disable'
            ? `${name}'s account is disabled.`
            : kind === 'enable'
              ? `${name}'s account is enabled.`
              : `The grant of ${kind.revoke.itemTitle ?? GRANT_ITEM_LABELS[kind.revoke.itemType]} is revoked.`;
      setNotice({ tone: 'success', text });
      void refreshAll();
    },
    onError: (error) =>
      setNotice({
        tone: 'error',
        text: adminErrorMessage(error, 'That did not work. Check your connection and try again.'),
      }),
    onSettled: refresh,
  });

  const ask = ({
    kind,
    ...question
  }: ReturnType<typeof signOutQuestion | typeof disableQuestion | typeof enableQuestion>) => {
    setNotice(null);
    setAsking({ ...question, run: () => action.mutate(kind) });
  };
  const askRevoke = (grant: StaffGrant) => {
    setNotice(null);
    const title = grant.itemTitle ?? `${GRANT_ITEM_LABELS[grant.itemType]} ${grant.itemId}`;
    setAsking({
      title: `Revoke the grant of ${title}?`,
      description:
        'What it gave leaves the customer’s library or courses, unless they also paid for it or another grant gives it.',
      action: 'Revoke',
      run: () => action.mutate({ revoke: grant }),
    });
  };

  if (customer.isPending) return <LoadingState label="Loading the customer..." layout="start" />;
  if (customer.isError) {
    const missing = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <>
        <PageTitle title={missing ? 'Customer not found' : 'Customer'} />
        {missing ? (
          <p className="text-sm text-slate-700">
            There is no such customer. <Link to={adminPaths.customers}>Back to the customers</Link>
          </p>
        ) : (
          <ErrorState
            title="The customer could not load"
            message="Check your connection and try again."
            onRetry={() => void customer.refetch()}
          />
        )}
      </>
    );
  }
  const data = customer.data;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.customers} className="text-brand-700 underline underline-offset-2">
          Customers
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <PageTitle title={data.name} inline />
          <AccountBadge isActive={data.isActive} staffRole={data.staffRole} />
        </div>
        {manage && <AccountActions customer={data} ask={ask} busy={action.isPending} />}
      </div>
      <div className="space-y-8">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-800">E-mail</dt>
          <dd className="break-all">{data.email}</dd>
          <dt className="font-medium text-slate-800">Username</dt>
          <dd className="break-all">{data.username}</dd>
          <dt className="font-medium text-slate-800">Phone</dt>
          <dd>{data.phone || '—'}</dd>
          <dt className="font-medium text-slate-800">Country</dt>
          <dd>{data.country}</dd>
          <dt className="font-medium text-slate-800">Joined</dt>
          <dd>{formatWhen(data.createdAt)}</dd>
        </dl>
        {manage && data.staffRole && data.isActive && (
          <p className="text-sm text-slate-700">
            A member of staff cannot be disabled here: remove their back-office role first.
          </p>
        )}
        <div aria-live="polite">
          {notice && (
            <FormNotice tone={notice.tone}>
              <p>{notice.text}</p>
            </FormNotice>
          )}
        </div>
        <Section title="Payments">
          <PaymentsTable rows={data.payments} />
        </Section>
        <Section title="Library">
          <LibraryTable rows={data.library} />
        </Section>
        <Section title="Courses">
          <CoursesTable rows={data.courses} />
        </Section>
        <Section title="Active sessions">
          <SessionsTable rows={data.sessions} />
        </Section>
        <Section title="Staff grants">
          <GrantsList grants={data.grants} onRevoke={manage ? askRevoke : undefined} busy={action.isPending} />
        </Section>
        {manage && <GrantForm customerId={id} onGranted={() => void refresh()} />}
      </div>
      <ConfirmDialog asking={asking} onClose={() => setAsking(null)} />
    </>
  );
}
