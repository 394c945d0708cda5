import type { AdminGroupRow } from '@the-gate/contract/admin-groups';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { coverHeader, PriceText, statusCell, TitleLink, updatedCell } from '../components/item-cells';
import { itemPrice } from '../lib/format-when';
import { groupPath } from '../paths';
import { KIND_LABELS } from './list-rules';

const helper = columnsFor<AdminGroupRow>();

/** The columns of the packages and books table; the ids of the sortable ones are the server's sort names. */
export const groupColumns = [
  helper.accessor('thumbnailPath', {
    header: coverHeader,
    cell: (info) => <CoverThumb src={info.getValue()} />,
  }),
  helper.accessor('name', {
    header: 'Name',
    cell: ({ row }) => <TitleLink to={groupPath(row.original.id)}>{row.original.name}</TitleLink>,
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
    cell: ({ row }) => <PriceText>{itemPrice(row.original)}</PriceText>,
  }),
  helper.accessor('status', { header: 'Status', cell: statusCell }),
  helper.accessor('materialCount', { header: 'Materials' }),
  helper.accessor('updatedAt', { header: 'Updated', cell: updatedCell }),
];

/** The columns the server can sort by (ADMIN_GROUP_SORTS shown in the table). */
export const GROUP_SORTABLE_COLUMNS = ['name', 'price', 'status', 'updatedAt'] as const;
