import { lazyNearScreen } from '@/components/near-screen';
import { BlogArticle } from '@/features/blog/components/blog-article';
import { useParams } from '@/lib/router';

/**
 * The sidebar loads its code when it comes near the screen: beside the article on a desktop, at
 * once; under it on a phone, when the reader gets there (the server's HTML shows it meanwhile).
 */
const ArticleSidebar = lazyNearScreen(async () => (await import('./article-sidebar')).ArticleSidebar);

/**
 * /blog/{slug} (B§2, BA-01..BA-08): the article from the blog feature, with the related-content
 * sidebar (article-sidebar.tsx).
 */
export function BlogArticlePage() {
  const slug = useParams().slug ?? '';
  return <BlogArticle slug={slug} sidebar={<ArticleSidebar />} />;
}
