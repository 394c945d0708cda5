import { type AdminMessageRow, MESSAGE_KIND_LABELS } from '@the-gate/contract/admin-inbox';
import { Link } from '@/lib/router';
import { columnsFor } from '../components/data-table';
import { formatWhen } from '../lib/format-when';
import { messagePath } from '../paths';
import { MessageStatusBadge } from './message-status-badge';

const helper = columnsFor<AdminMessageRow>();

/**
 * The inbox's columns (issue 25 §6): what about (linked to the message, with the start of its text)
 * first, so a phone shows it without scrolling the table; from whom, the kind, the status with who
 * handled it and how many replies went out, and when it came.
 */
export const messageColumns = [
  helper.display({
    id: 'about',
    header: 'About',
    cell: ({ row }) => (
      <>
        <Link
          to={messagePath(row.original.kind, row.original.id)}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {row.original.summary}
        </Link>
        {row.original.preview && <span className="line-clamp-2 min-w-48 text-slate-600">{row.original.preview}</span>}
      </>
    ),
  }),
  helper.display({
    id: 'from',
    header: 'From',
    cell: ({ row }) => (
      <>
        {row.original.name && <span className="block font-medium">{row.original.name}</span>}
        <span className="block whitespace-nowrap text-slate-700">{row.original.email}</span>
      </>
    ),
  }),
  helper.accessor('kind', { header: 'Kind', cell: (info) => MESSAGE_KIND_LABELS[info.getValue()] }),
  helper.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <>
        <MessageStatusBadge status={row.original.status} />
        {row.original.handledBy && (
          <span className="mt-1 block text-xs break-all text-slate-600">by {row.original.handledBy}</span>
        )}
        {row.original.repliesCount > 0 && (
          <span className="block text-xs text-slate-600">
            {row.original.repliesCount === 1 ? '1 reply' : `${row.original.repliesCount} replies`}
          </span>
        )}
      </>
    ),
  }),
  helper.accessor('createdAt', {
    header: 'Received',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatWhen(info.getValue())}
      </time>
    ),
  }),
];
