import type { AdminGroupRow } from '@the-gate/contract/admin-groups';
import { Link } from '@/lib/router';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { formatWhen, itemPrice } from '../lib/format-when';
import { groupPath } from '../paths';
import { KIND_LABELS } from './list-rules';

const helper = columnsFor<AdminGroupRow>();

/** The columns of the packages and books table; the ids of the sortable ones are the server's sort names. */
export const groupColumns = [
  helper.accessor('thumbnailPath', {
    header: () => <span className="sr-only">Cover</span>,
    cell: (info) => <CoverThumb src={info.getValue()} />,
  }),
  helper.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <Link to={groupPath(row.original.id)} className="font-medium text-brand-700 underline underline-offset-2">
        {row.original.name}
      </Link>
    ),
  }),
  helper.accessor('kind', {
    header: 'Kind',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {KIND_LABELS[row.original.kind]}
        {row.original.tier ? `, ${row.original.tier}` : ''}
      </span>
    ),
  }),
  helper.accessor('year', { header: 'Year', cell: (info) => info.getValue() ?? '—' }),
  helper.accessor('price', {
    header: 'Price',
    cell: ({ row }) => <span className="whitespace-nowrap">{itemPrice(row.original)}</span>,
  }),
  helper.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor('materialCount', { header: 'Materials' }),
  helper.accessor('updatedAt', {
    header: 'Updated',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatWhen(info.getValue())}
      </time>
    ),
  }),
];

/** The columns the server can sort by (ADMIN_GROUP_SORTS shown in the table). */
export const GROUP_SORTABLE_COLUMNS = ['name', 'price', 'status', 'updatedAt'] as const;
