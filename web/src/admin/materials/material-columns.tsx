import type { AdminMaterialRow } from '@the-gate/contract/admin-catalogue';
import type { ItemStatus } from '@the-gate/contract/item-status';
import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/router';
import { columnsFor } from '../components/data-table';
import { materialPath } from '../paths';

const helper = columnsFor<AdminMaterialRow>();

/** A status as the back office names it. */
export const STATUS_LABELS: Record<ItemStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

const STATUS_VARIANTS = { draft: 'accent', published: 'success', archived: 'secondary' } as const;

export function StatusBadge({ status }: { status: ItemStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** A date and time as the back office writes them ("27 Nov 2026, 14:05"). */
export const formatWhen = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : when.format(date);
};

/** The price as the shop shows it: "Free", or EGP with two decimals (formatPrice). */
export const materialPrice = (row: { price: number; isFree: boolean }) => formatPrice(row.isFree ? 0 : row.price);

/** The columns of the materials table; the ids of the sortable ones are the server's sort names. */
export const materialColumns = [
  helper.accessor('thumbnailPath', {
    header: () => <span className="sr-only">Cover</span>,
    cell: (info) => {
      const src = info.getValue();
      return src ? (
        <img src={src} alt="" loading="lazy" className="h-12 w-9 rounded border border-slate-200 object-cover" />
      ) : (
        <span className="grid h-12 w-9 place-items-center rounded border border-dashed border-slate-300 text-slate-400">
          <FileText className="size-4" aria-hidden="true" />
        </span>
      );
    },
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
    cell: ({ row }) => <span className="whitespace-nowrap">{materialPrice(row.original)}</span>,
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
