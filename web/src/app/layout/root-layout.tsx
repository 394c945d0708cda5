import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazyCartDrawer } from '@/features/cart/components/lazy-cart-drawer';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Every route change starts at the top of the page (A§2, GLB-01). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar />
      <main id="main" className="flex-1 pt-20">
        <Outlet />
      </main>
      <Footer />
      <LazyCartDrawer />
    </div>
  );
}
