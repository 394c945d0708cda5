import type { AdminCourseRow } from '@the-gate/contract/admin-courses';
import { GraduationCap } from 'lucide-react';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/router';
import { columnsFor } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { formatWhen } from '../lib/format-when';
import { coursePagePath } from './course-paths';

const helper = columnsFor<AdminCourseRow>();

/** A course's price as the back office writes it: "Free", "Not sold alone" (null) or EGP. */
export const coursePrice = (row: { price: number | null; isFree: boolean }) =>
  row.isFree ? formatPrice(0) : row.price === null ? 'Not sold alone' : formatPrice(row.price);

/** The columns of the courses table; the ids of the sortable ones are the server's sort names. */
export const courseColumns = [
  helper.accessor('thumbnailPath', {
    header: () => <span className="sr-only">Cover</span>,
    cell: (info) => {
      const src = info.getValue();
      return src ? (
        <img src={src} alt="" loading="lazy" className="h-9 w-14 rounded border border-slate-200 object-cover" />
      ) : (
        <span className="grid h-9 w-14 place-items-center rounded border border-dashed border-slate-300 text-slate-400">
          <GraduationCap className="size-4" aria-hidden="true" />
        </span>
      );
    },
  }),
  helper.accessor('title', {
    header: 'Title',
    cell: ({ row }) => (
      <Link to={coursePagePath(row.original.id)} className="font-medium text-brand-700 underline underline-offset-2">
        {row.original.title}
      </Link>
    ),
  }),
  helper.accessor('difficultyLevel', { header: 'Difficulty' }),
  helper.accessor('category', { header: 'Category', cell: (info) => info.getValue() || '—' }),
  helper.accessor('instructor', { header: 'Instructor', cell: (info) => info.getValue() || '—' }),
  helper.accessor('price', {
    header: 'Price',
    cell: ({ row }) => <span className="whitespace-nowrap">{coursePrice(row.original)}</span>,
  }),
  helper.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor('lessonCount', { header: 'Lessons' }),
  helper.accessor('updatedAt', {
    header: 'Updated',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatWhen(info.getValue())}
      </time>
    ),
  }),
];

/** The columns the server can sort by (ADMIN_COURSE_SORTS shown in the table). */
export const COURSE_SORTABLE_COLUMNS = ['title', 'price', 'status', 'updatedAt'] as const;
