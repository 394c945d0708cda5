import type { CustomerRow } from '@the-gate/contract/admin-customers';
import { columnsFor } from '../components/data-table';
import { TitleLink, updatedCell } from '../components/item-cells';
import { customerPath } from '../paths';
import { AccountBadge } from './account-badge';

const helper = columnsFor<CustomerRow>();

/** The columns of the customers table (issue 25 §3); the server orders it newest first. */
export const customerColumns = [
  helper.accessor('name', {
    header: 'Name',
    cell: ({ row }) => <TitleLink to={customerPath(row.original.id)}>{row.original.name}</TitleLink>,
  }),
  helper.accessor('email', {
    header: 'E-mail',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  helper.accessor('phone', {
    header: 'Phone',
    cell: (info) => <span className="whitespace-nowrap">{info.getValue() || '—'}</span>,
  }),
  helper.accessor('createdAt', { header: 'Joined', cell: updatedCell }),
  helper.accessor('paymentsCount', { header: 'Payments' }),
  helper.accessor('isActive', {
    header: 'Account',
    cell: ({ row }) => <AccountBadge isActive={row.original.isActive} staffRole={row.original.staffRole} />,
  }),
];
