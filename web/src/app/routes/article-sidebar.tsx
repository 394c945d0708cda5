import { RecommendedMaterials } from '@/features/catalogue/components/recommended-materials';
import { PREMIUM_SIDEBAR_LIMIT, PremiumPackagesList } from '@/features/packages/components/premium-packages-list';
import { ARTICLE_RECOMMENDED } from '../route-prefetch';
import { t } from './i18n';

/**
 * An article's related-content sidebar, which the app composes from the catalogue (recommended
 * materials) and the packages (premium packages, capped at 3: AMB-49).
 */
export function ArticleSidebar() {
  return (
    <aside aria-label={t('relatedContent')} className="flex flex-col gap-6">
      <RecommendedMaterials limit={ARTICLE_RECOMMENDED} />
      <PremiumPackagesList limit={PREMIUM_SIDEBAR_LIMIT} />
    </aside>
  );
}
