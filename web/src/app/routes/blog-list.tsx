import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePostsPage } from '@/features/blog/api/get-posts';
import { PostsListing } from '@/features/blog/components/posts-listing';
import { parsePage, withPage } from '@/features/blog/lib/blog-links';
import { RecommendedMaterials } from '@/features/catalogue/components/recommended-materials';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSearchParams } from '@/lib/router';
import { t } from './i18n';

/** B§9, BL-05: the blog list recommends the top 3 materials by downloads. */
export const BLOG_LIST_RECOMMENDED = 3;

const pageHref = (page: number) => withPage(paths.blog.href(), page);

/**
 * /blog (B§2, BL-01..BL-08): the posts, 6 a page, newest first, with the blog's pagination; the
 * page lives in the address (`?page=2`), so Back and shared links keep it. Beside them, the
 * catalogue's recommended materials.
 */
export function BlogListPage() {
  useDocumentTitle(t('blogDocumentTitle'));
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const posts = usePostsPage({ page });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <PageHeader serif title={t('blogTitle')} intro={t('blogIntro')} />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PostsListing query={posts} page={page} pageHref={pageHref} emptyMessage={t('noBlogPosts')} />
        <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <RecommendedMaterials limit={BLOG_LIST_RECOMMENDED} />
        </div>
      </div>
    </div>
  );
}
