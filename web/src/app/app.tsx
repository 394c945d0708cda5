import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { DIRECTION, LOCALE_BASE } from '@/lib/i18n';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { DeferredToaster } from './deferred-toaster';
import { AppRoutes, createNavigation } from './router';

type ProvidersProps = {
  queryClient: QueryClient;
  /**
   * The page was rendered on the server and is being hydrated (or is being rendered there): the
   * first render must match that HTML, so what the browser stores (the cart) is read just after it.
   */
  fromServer: boolean;
  children: ReactNode;
};

/** Everything around the router, the same on the server and in the browser. */
export function AppProviders({ queryClient, fromServer, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Radix lays out menus, sliders and dialogs by this, not by the page's `dir` (issue 26 §3). */}
      <Direction.Provider dir={DIRECTION}>
        <SessionProvider>
          <CartProvider loadAfterHydration={fromServer}>
            {children}
            <DeferredToaster />
          </CartProvider>
        </SessionProvider>
      </Direction.Provider>
    </QueryClientProvider>
  );
}

type AppProps = Omit<ProvidersProps, 'children'> & {
  /** Called once the app has rendered (or hydrated) the page and handles its events. */
  onReady?: () => void;
};

/** The app in the browser: the page of the address bar, and navigation that waits for the next screen. */
export function App({ onReady, ...providers }: AppProps) {
  useEffect(() => onReady?.(), [onReady]);
  const [aroundNav] = useState(() => createNavigation(providers.queryClient));
  return (
    <AppProviders {...providers}>
      <Router base={LOCALE_BASE} aroundNav={aroundNav as never}>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
