import type { AdminBlogPostRow, BlogPostStatus } from '@the-gate/contract/admin-blog';
import { BLOG_STATUS_LABELS } from '@the-gate/contract/blog-admin-rules';
import { Newspaper } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CoverThumb } from '../components/cover-thumb';
import { columnsFor } from '../components/data-table';
import { coverHeader, TitleLink, updatedCell } from '../components/item-cells';
import { blogPostPath } from '../paths';
import { formatCairo } from './cairo-time';

const VARIANTS = { draft: 'accent', published: 'success', scheduled: 'default' } as const;

/** A post's status as a badge, in the list and on its page. */
export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  return <Badge variant={VARIANTS[status]}>{BLOG_STATUS_LABELS[status]}</Badge>;
}

const helper = columnsFor<AdminBlogPostRow>();

/** The columns of the blog's table (issue 25 §5); the server lists the newest change first. */
export const blogColumns = [
  helper.accessor('coverUrl', {
    header: coverHeader,
    cell: (info) => <CoverThumb src={info.getValue()} wide icon={Newspaper} />,
  }),
  helper.accessor('title', {
    header: 'Title',
    cell: ({ row }) => <TitleLink to={blogPostPath(row.original.id)}>{row.original.title}</TitleLink>,
  }),
  helper.accessor('status', { header: 'Status', cell: (info) => <BlogStatusBadge status={info.getValue()} /> }),
  helper.accessor('publishAt', {
    header: 'Publish time',
    cell: (info) => {
      const at = info.getValue();
      return at ? <time dateTime={at}>{formatCairo(at)}</time> : 'Not yet';
    },
  }),
  helper.accessor('categoryName', { header: 'Category', cell: (info) => info.getValue() ?? 'Education' }),
  helper.accessor('updatedAt', { header: 'Updated', cell: updatedCell }),
];
