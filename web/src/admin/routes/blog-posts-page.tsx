import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { blogPostsKey, getAdminBlogPosts } from '../blog/blog-api';
import { blogColumns } from '../blog/blog-columns';
import { BlogFilters } from '../blog/blog-filters';
import { BLOG_LIST } from '../blog/list-rules';
import { ServerList } from '../components/server-list';
import { useListQuery } from '../lib/list-url-state';
import { adminPaths } from '../paths';

/** The blog's posts (issue 25 §5): every status, searched and filtered by the server, all in the address. */
export function BlogPostsPage() {
  const { query, change, page } = useListQuery(BLOG_LIST);
  const list = useQuery({
    queryKey: blogPostsKey(query),
    queryFn: ({ signal }) => getAdminBlogPosts(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Blog"
      noun="Posts"
      actions={
        <Link to={adminPaths.newBlogPost} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New post
        </Link>
      }
      filters={<BlogFilters query={query} onChange={change} />}
      list={list}
      query={{}}
      page={page}
      filtered={Boolean(query.q || query.status)}
      columns={blogColumns}
      sortable={[]}
      getRowId={(row) => String(row.id)}
      change={change}
    />
  );
}
