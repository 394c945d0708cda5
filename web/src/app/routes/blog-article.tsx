import { BlogArticle } from '@/features/blog/components/blog-article';
import { RecommendedMaterials } from '@/features/catalogue/components/recommended-materials';
import { PREMIUM_SIDEBAR_LIMIT, PremiumPackagesList } from '@/features/packages/components/premium-packages-list';
import { useParams } from '@/lib/router';
import { t } from './i18n';

/** B§9, BA-05: an article's sidebar recommends the top 6 materials by downloads. */
export const ARTICLE_RECOMMENDED = 6;

/**
 * /blog/{slug} (B§2, BA-01..BA-08): the article from the blog feature, with the related-content
 * sidebar the app composes from the catalogue (recommended materials) and the packages (premium
 * packages, capped at 3: AMB-49).
 */
export function BlogArticlePage() {
  const slug = useParams().slug ?? '';
  return (
    <BlogArticle
      slug={slug}
      sidebar={
        <aside aria-label={t('relatedContent')} className="flex flex-col gap-6">
          <RecommendedMaterials limit={ARTICLE_RECOMMENDED} />
          <PremiumPackagesList limit={PREMIUM_SIDEBAR_LIMIT} />
        </aside>
      }
    />
  );
}
