import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';

// Nothing toasts during the first paint: the toaster loads after it.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

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
      <SessionProvider>
        <CartProvider loadAfterHydration={fromServer}>
          {children}
          <Suspense fallback={null}>
            {/* Library default duration, about 4 to 5 seconds (GLB-06). At the bottom (full width on a
                phone), so a notice never covers the navigation bar the user reaches for next. */}
            <Toaster position="bottom-right" closeButton />
          </Suspense>
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

type AppProps = Omit<ProvidersProps, 'children'> & {
  router: ReturnType<typeof createBrowserRouter>;
  /** Called once the app has rendered (or hydrated) the page and handles its events. */
  onReady?: () => void;
};

export function App({ router, onReady, ...providers }: AppProps) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
