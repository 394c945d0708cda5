import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { createAppRouter } from './router';

// Nothing toasts during the first paint: the toaster loads after it.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
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
