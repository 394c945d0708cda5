import type { AdminExamRow } from '@the-gate/contract/admin-exams';
import { Link } from '@/lib/router';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { itemPrice } from '../lib/format-when';
import { examPath } from '../paths';

const helper = columnsFor<AdminExamRow>();

/** The columns of the exams table; the ids of the sortable ones are the server's sort names. */
export const examColumns = [
  helper.accessor('thumbnailPath', {
    header: () => <span className="sr-only">Cover</span>,
    cell: (info) => <CoverThumb src={info.getValue()} />,
  }),
  helper.accessor('title', {
    header: 'Title',
    cell: ({ row }) => (
      <Link to={examPath(row.original.id)} className="font-medium text-brand-700 underline underline-offset-2">
        {row.original.title}
      </Link>
    ),
  }),
  helper.accessor('yearGroup', { header: 'Year' }),
  helper.accessor('examType', { header: 'Type' }),
  helper.accessor('price', {
    header: 'Price',
    cell: ({ row }) => <span className="whitespace-nowrap">{itemPrice(row.original)}</span>,
  }),
  helper.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor('paperMaterialId', {
    header: 'Paper',
    cell: (info) => (info.getValue() === null ? 'None yet' : `Material ${info.getValue()}`),
  }),
];

/** The columns the server can sort by (ADMIN_EXAM_SORTS shown in the table). */
export const EXAM_SORTABLE_COLUMNS = ['title', 'yearGroup', 'price', 'status'] as const;
