import { BooksCarousel } from '@/features/books/components/books-carousel';
import { PopularMaterials } from '@/features/catalogue/components/popular-materials';
import { HomeServices } from '@/features/content/components/home-services';
import { FeaturedPackages } from '@/features/packages/components/featured-packages';
import { t } from './i18n';

/**
 * The home blocks under the hero: the Checkpoint Books carousel (only with at least one book,
 * HOME-02), the premium packages, Our Services (HOME-03) and the most downloaded materials. Each
 * block that depends on the server leaves itself out when its call fails or finds nothing.
 */
export function HomeSections() {
  return (
    <>
      <BooksCarousel title={t('checkpointBooks')} hideWhenEmpty viewAllLink />
      <FeaturedPackages />
      <HomeServices />
      <PopularMaterials />
    </>
  );
}
