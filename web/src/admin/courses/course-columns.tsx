import type { AdminCourseRow } from '@the-gate/contract/admin-courses';
import { GraduationCap } from 'lucide-react';
import { formatPrice } from '@/lib/format';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { coverHeader, PriceText, statusCell, TitleLink, updatedCell } from '../components/item-cells';
import { coursePagePath } from './course-paths';

const helper = columnsFor<AdminCourseRow>();

/** A course's price as the back office writes it: "Free", "Not sold alone" (null) or EGP. */
export const coursePrice = (row: { price: number | null; isFree: boolean }) =>
  row.isFree ? formatPrice(0) : row.price === null ? 'Not sold alone' : formatPrice(row.price);

/** The columns of the courses table; the ids of the sortable ones are the server's sort names. */
export const courseColumns = [
  helper.accessor('thumbnailPath', {
    header: coverHeader,
    cell: (info) => <CoverThumb src={info.getValue()} wide icon={GraduationCap} />,
  }),
  helper.accessor('title', {
    header: 'Title',
    cell: ({ row }) => <TitleLink to={coursePagePath(row.original.id)}>{row.original.title}</TitleLink>,
  }),
  helper.accessor('difficultyLevel', { header: 'Difficulty' }),
  helper.accessor('category', { header: 'Category', cell: (info) => info.getValue() || '—' }),
  helper.accessor('instructor', { header: 'Instructor', cell: (info) => info.getValue() || '—' }),
  helper.accessor('price', {
    header: 'Price',
    cell: ({ row }) => <PriceText>{coursePrice(row.original)}</PriceText>,
  }),
  helper.accessor('status', { header: 'Status', cell: statusCell }),
  helper.accessor('lessonCount', { header: 'Lessons' }),
  helper.accessor('updatedAt', { header: 'Updated', cell: updatedCell }),
];

/** The columns the server can sort by (ADMIN_COURSE_SORTS shown in the table). */
export const COURSE_SORTABLE_COLUMNS = ['title', 'price', 'status', 'updatedAt'] as const;
