import type { AdminMaterialRow } from '@the-gate/contract/admin-catalogue';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { coverHeader, PriceText, statusCell, TitleLink, updatedCell } from '../components/item-cells';
import { itemPrice } from '../lib/format-when';
import { materialPath } from '../paths';

const helper = columnsFor<AdminMaterialRow>();

/** The columns of the materials table; the ids of the sortable ones are the server's sort names. */
export const materialColumns = [
  helper.accessor('thumbnailPath', {
    header: coverHeader,
    cell: (info) => <CoverThumb src={info.getValue()} />,
  }),
  helper.accessor('title', {
    header: 'Title',
    cell: ({ row }) => <TitleLink to={materialPath(row.original.id)}>{row.original.title}</TitleLink>,
  }),
  helper.accessor('typeName', { header: 'Type' }),
  helper.accessor('yearGroup', { header: 'Year', cell: (info) => info.getValue() ?? '—' }),
  helper.accessor('price', {
    header: 'Price',
    cell: ({ row }) => <PriceText>{itemPrice(row.original)}</PriceText>,
  }),
  helper.accessor('status', { header: 'Status', cell: statusCell }),
  helper.accessor('hasFile', {
    header: 'PDF',
    cell: ({ row }) =>
      row.original.hasFile ? (
        <span className="whitespace-nowrap">Yes{row.original.pages ? `, ${row.original.pages} pages` : ''}</span>
      ) : (
        'No'
      ),
  }),
  helper.accessor('updatedAt', { header: 'Updated', cell: updatedCell }),
];

/** The columns the server can sort by (ADMIN_MATERIAL_SORTS shown in the table). */
export const SORTABLE_COLUMNS = ['title', 'price', 'status', 'updatedAt'] as const;
