import type { AdminMaterialRow } from '@the-gate/contract/admin-catalogue';
import { Link } from '@/lib/router';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { formatWhen, itemPrice } from '../lib/format-when';
import { materialPath } from '../paths';

const helper = columnsFor<AdminMaterialRow>();

/** The columns of the materials table; the ids of the sortable ones are the server's sort names. */
export const materialColumns = [
  helper.accessor('thumbnailPath', {
    header: () => <span className="sr-only">Cover</span>,
    cell: (info) => <CoverThumb src={info.getValue()} />,
  }),
  helper.accessor('title', {
    header: 'Title',
    cell: ({ row }) => (
      <Link to={materialPath(row.original.id)} className="font-medium text-brand-700 underline underline-offset-2">
        {row.original.title}
      </Link>
    ),
  }),
  helper.accessor('typeName', { header: 'Type' }),
  helper.accessor('yearGroup', { header: 'Year', cell: (info) => info.getValue() ?? '—' }),
  helper.accessor('price', {
    header: 'Price',
    cell: ({ row }) => <span className="whitespace-nowrap">{itemPrice(row.original)}</span>,
  }),
  helper.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor('hasFile', {
    header: 'PDF',
    cell: ({ row }) =>
      row.original.hasFile ? (
        <span className="whitespace-nowrap">Yes{row.original.pages ? `, ${row.original.pages} pages` : ''}</span>
      ) : (
        'No'
      ),
  }),
  helper.accessor('updatedAt', {
    header: 'Updated',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatWhen(info.getValue())}
      </time>
    ),
  }),
];

/** The columns the server can sort by (ADMIN_MATERIAL_SORTS shown in the table). */
export const SORTABLE_COLUMNS = ['title', 'price', 'status', 'updatedAt'] as const;
