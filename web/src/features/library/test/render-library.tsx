import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { MyMaterialsPage } from '../routes/my-materials-page';

/** A stored session token, as a signed-in visitor has it. */
export function signIn(token = 'token-1') {
  sessionStorage.setItem('auth_token', token);
  sessionStorage.setItem('user_data', JSON.stringify({ fullName: 'Sara Ahmed', email: 'sara@example.com' }));
}

/** Renders My Materials as the app does, with the toaster, at `initialEntry`. */
export function renderLibrary(initialEntry = paths.myMaterials.href()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.myMaterials.path, element: <MyMaterialsPage /> },
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.materials.path, element: <h1>Materials page</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
