import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { useParams } from '@/lib/router';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { CartProbe } from '@/test/cart-probe';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { ExamsCarousel } from '../components/exams-carousel';
import { ExamPage } from '../routes/exam-page';
import { ExamsPage } from '../routes/exams-page';

/** A stand-in for the year-level page, which shows the carousel: `/year-exams/Year%205`. */
export const yearExamsHref = (yearGroup: string) => `/year-exams/${encodeURIComponent(yearGroup)}`;

function YearExams() {
  return <ExamsCarousel yearGroup={useParams().year ?? ''} />;
}

/** A signed-in visitor's stored session (A§6), as after a login. */
export function signIn(token = 'token-1') {
  sessionStorage.setItem('auth_token', token);
  sessionStorage.setItem('user_data', JSON.stringify({ id: 'u-1', fullName: 'Sara Ahmed', email: 'sara@example.com' }));
}

/** Renders the exam screens as the app will, at `initialEntry`. */
export function renderExams(initialEntry: string, userOptions?: Options) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Home page</h1> },
      { path: paths.exams.path, element: <ExamsPage /> },
      { path: paths.exam.path, element: <ExamPage /> },
      { path: paths.myMaterials.path, element: <h1>My Materials page</h1> },
      { path: '/year-exams/:year', element: <YearExams /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
          <CartProbe />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
