import type { CustomerDetail, ItemSource, StaffGrant } from '@the-gate/contract/admin-customers';
import { GRANT_ITEM_LABELS } from '@the-gate/contract/admin-customers-rules';
import { type ReactNode, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { Link } from '@/lib/router';
import { columnsFor, DataTable } from '../components/data-table';
import { updatedCell } from '../components/item-cells';
import { formatWhen } from '../lib/format-when';
import { paymentHref } from './payment-links';

/** One titled part of the customer's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const whenCell = updatedCell;
const optionalWhen = (info: { getValue: () => string | null }) => {
  const at = info.getValue();
  return at ? whenCell({ getValue: () => at }) : '—';
};

function PaymentLink({ reference }: { reference: string }) {
  return (
    <Link to={paymentHref(reference)} className="font-medium break-all text-brand-700 underline underline-offset-2">
      {reference}
    </Link>
  );
}

/** Where an item came from: the payment (a link to it), a staff grant, or neither. */
function SourceText({ source }: { source: ItemSource }) {
  if (source.kind === 'payment') return <PaymentLink reference={source.reference} />;
  if (source.kind === 'grant') return <span>Staff grant</span>;
  return <span className="text-slate-600">—</span>;
}

type Payment = CustomerDetail['payments'][number];
const payment = columnsFor<Payment>();
const paymentColumns = [
  payment.accessor('reference', { header: 'Reference', cell: (info) => <PaymentLink reference={info.getValue()} /> }),
  payment.accessor('createdAt', { header: 'Date', cell: whenCell }),
  payment.accessor('status', { header: 'Status' }),
  payment.accessor('amountCents', {
    header: 'Amount',
    cell: (info) => <span className="whitespace-nowrap">{formatMoney(info.getValue() / 100)}</span>,
  }),
];

type LibraryEntry = CustomerDetail['library'][number];
const library = columnsFor<LibraryEntry>();
const libraryColumns = [
  library.accessor('title', { header: 'Material' }),
  library.accessor('addedAt', { header: 'Added', cell: whenCell }),
  library.accessor('source', { header: 'From', cell: (info) => <SourceText source={info.getValue()} /> }),
];

type CourseEntry = CustomerDetail['courses'][number];
const course = columnsFor<CourseEntry>();
const courseColumns = [
  course.accessor('title', { header: 'Course' }),
  course.accessor('assignedAt', { header: 'Assigned', cell: whenCell }),
  course.accessor('source', { header: 'From', cell: (info) => <SourceText source={info.getValue()} /> }),
];

type Session = CustomerDetail['sessions'][number];
const session = columnsFor<Session>();
const sessionColumns = [
  session.accessor('createdAt', { header: 'Signed in', cell: whenCell }),
  session.accessor('lastSeenAt', { header: 'Last seen', cell: optionalWhen }),
  session.accessor('expiresAt', { header: 'Expires', cell: whenCell }),
];

/** The customer's payments, each linking to its page. */
export const PaymentsTable = ({ rows }: { rows: Payment[] }) => (
  <DataTable
    caption="The customer’s payments"
    columns={paymentColumns}
    data={rows}
    getRowId={(row) => row.reference}
    empty="No payments."
  />
);

export const LibraryTable = ({ rows }: { rows: LibraryEntry[] }) => (
  <DataTable
    caption="The customer’s library"
    columns={libraryColumns}
    data={rows}
    getRowId={(row) => String(row.materialId)}
    empty="Nothing in the library."
  />
);

export const CoursesTable = ({ rows }: { rows: CourseEntry[] }) => (
  <DataTable
    caption="The customer’s courses"
    columns={courseColumns}
    data={rows}
    getRowId={(row) => String(row.courseId)}
    empty="No courses assigned."
  />
);

export const SessionsTable = ({ rows }: { rows: Session[] }) => (
  <DataTable
    caption="The customer’s active sessions"
    columns={sessionColumns}
    data={rows}
    getRowId={(row) => `${row.createdAt}-${row.expiresAt}`}
    empty="Not signed in anywhere."
  />
);

/** The staff grants, newest first: active ones can be revoked by those who may manage customers. */
export function GrantsList({
  grants,
  onRevoke,
  busy,
}: {
  grants: StaffGrant[];
  /** Absent: the role may not revoke. */
  onRevoke?: ((grant: StaffGrant) => void) | undefined;
  busy: boolean;
}) {
  if (grants.length === 0) return <p className="text-sm text-slate-700">No staff grants.</p>;
  return (
    <ul className="space-y-2">
      {grants.map((grant) => {
        const title = grant.itemTitle ?? `${GRANT_ITEM_LABELS[grant.itemType]} ${grant.itemId}`;
        return (
          <li
            key={grant.id}
            className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="font-medium break-words">
                {title} <span className="font-normal text-slate-600">({GRANT_ITEM_LABELS[grant.itemType]})</span>{' '}
                {grant.revokedAt ? <Badge variant="secondary">Revoked</Badge> : <Badge variant="success">Active</Badge>}
              </p>
              <p className="break-words">Reason: {grant.reason}</p>
              <p className="break-all text-slate-700">
                Granted by {grant.grantedBy}, {formatWhen(grant.grantedAt)}
                {grant.revokedAt && `; revoked by ${grant.revokedBy}, ${formatWhen(grant.revokedAt)}`}
              </p>
            </div>
            {onRevoke && !grant.revokedAt && (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Revoke ${title}`}
                onClick={() => onRevoke(grant)}
              >
                Revoke
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
