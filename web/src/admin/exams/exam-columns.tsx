import type { AdminExamRow } from '@the-gate/contract/admin-exams';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { coverHeader, PriceText, statusCell, TitleLink } from '../components/item-cells';
import { itemPrice } from '../lib/format-when';
import { examPath } from '../paths';

const helper = columnsFor<AdminExamRow>();

/** The columns of the exams table; the ids of the sortable ones are the server's sort names. */
export const examColumns = [
  helper.accessor('thumbnailPath', {
    header: coverHeader,
    cell: (info) => <CoverThumb src={info.getValue()} />,
  }),
  helper.accessor('title', {
    header: 'Title',
    cell: ({ row }) => <TitleLink to={examPath(row.original.id)}>{row.original.title}</TitleLink>,
  }),
  helper.accessor('yearGroup', { header: 'Year' }),
  helper.accessor('examType', { header: 'Type' }),
  helper.accessor('price', {
    header: 'Price',
    cell: ({ row }) => <PriceText>{itemPrice(row.original)}</PriceText>,
  }),
  helper.accessor('status', { header: 'Status', cell: statusCell }),
  helper.accessor('paperMaterialId', {
    header: 'Paper',
    cell: (info) => (info.getValue() === null ? 'None yet' : `Material ${info.getValue()}`),
  }),
];

/** The columns the server can sort by (ADMIN_EXAM_SORTS shown in the table). */
export const EXAM_SORTABLE_COLUMNS = ['title', 'yearGroup', 'price', 'status'] as const;
