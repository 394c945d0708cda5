import { lazyNearScreen } from '@/components/near-screen';
import { HomeHero } from '@/features/content/components/home-hero';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from './i18n';

/** The home page's tab title, in the page's language (the route table's, decision 026). */
export const HOME_TITLE = t('homeDocumentTitle');

/**
 * The blocks under the hero, with the carousel library, load in a chunk of their own when they come
 * near the screen: the hero paints from the page's first script, and on a phone the blocks start a
 * screen and a half down (the server's HTML shows them meanwhile).
 */
const HomeSections = lazyNearScreen(async () => (await import('./home-sections')).HomeSections);

/**
 * `/`: the home content blocks (B§2, HOME-01..HOME-06). The hero comes first and needs no call;
 * the page never shows invented goods.
 */
export function HomePage() {
  useDocumentTitle(HOME_TITLE);
  return (
    <>
      <HomeHero />
      <HomeSections className="mx-auto flex min-h-[60vh] max-w-7xl flex-col gap-14 px-4 py-12 sm:py-16" />
    </>
  );
}
