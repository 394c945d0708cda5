import { LoaderCircle } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { LazyCartDrawer } from '@/features/cart/components/lazy-cart-drawer';
import type { CheckoutViewProps } from '@/features/cart/drawer/cart-drawer';
import { useLocation } from '@/lib/router';
import { Footer } from './footer';
import { t } from './i18n';
import { Navbar } from './navbar';
import { OpenCartFromHash } from './open-cart-from-hash';
import { RouteDescription } from './route-description';
import { RouteTitle } from './route-title';

// The checkout form (with its validation library) loads when the cart's checkout view first
// opens, never with the first page (first-load budget).
const CheckoutView = lazy(async () => ({
  default: (await import('@/features/payments/components/checkout-view')).CheckoutView,
}));

/** The cart drawer's second view comes from the checkout feature; the app composes the two. */
function renderCheckout(view: CheckoutViewProps) {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-600">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          {t('loadingCheckout')}
        </div>
      }
    >
      <CheckoutView {...view} />
    </Suspense>
  );
}

/**
 * Every route change starts at the top of the page (A§2, GLB-01). The page the visitor arrived on
 * is left where it is: a page rendered on the server may have been scrolled before the app took
 * it over, and jumping to the top then would move what they were about to tap.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The shop's layout around the page `children` (app/router.tsx). */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <RouteTitle />
      <RouteDescription />
      <OpenCartFromHash />
      <Navbar />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing and then being pushed down (issue 12 §3, layout shift). */}
      <main id="main" className="min-h-lvh flex-1 pt-20">
        {children}
      </main>
      <Footer />
      <LazyCartDrawer renderCheckout={renderCheckout} />
    </div>
  );
}
