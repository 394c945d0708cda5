import { fromHome } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useParams, useSearchParams } from '@/lib/router';
import { usePostsPage } from '../api/get-posts';
import { PostsListing } from '../components/posts-listing';
import { t } from '../i18n';
import { parsePage, readableSlug, withPage } from '../lib/blog-links';
import { postCategoryRef } from '../lib/post-fields';

/** BC-03, B§2. */
export const EMPTY_CATEGORY = t('emptyCategory');

/**
 * /blog/category/{categorySlug} (B§2, BC-01..BC-03): the category's posts, 6 a page with the
 * blog's pagination, the page in the address (`?page=2`). The heading is the category's name from
 * its posts, or the slug made readable while they load or when there are none.
 */
export function BlogCategoryPage() {
  const categorySlug = useParams().categorySlug ?? '';
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const posts = usePostsPage({ page, categorySlug });

  const named = posts.data?.data.map(postCategoryRef).find((category) => category?.slug === categorySlug);
  const name = named?.name ?? readableSlug(categorySlug);
  useDocumentTitle(`${name} | The Gate`);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <PageHeader
        serif
        crumbs={fromHome({ label: t('blog'), href: paths.blog.href() }, { label: name })}
        title={name}
        intro={t('categoryIntro')}
      />
      <PostsListing
        query={posts}
        page={page}
        pageHref={(next) => withPage(paths.blogCategory.href(categorySlug), next)}
        emptyMessage={EMPTY_CATEGORY}
      />
    </div>
  );
}
