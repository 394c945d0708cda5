import { act, render, waitFor } from '@testing-library/react';
import { ENGLISH_ROUTE_TEXT } from '@the-gate/contract/routes-en';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from '@/test/memory-router';
import { DEFAULT_DESCRIPTION, RouteDescription } from './route-description';

const descriptionTag = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('the meta description (issue 11 §4)', () => {
  it("keeps the server's on the landing page, then follows each route's own, and the default where a route has none (issue 26 §7)", async () => {
    // What the server wrote into the landing page's HTML.
    const served = document.createElement('meta');
    served.name = 'description';
    served.content = 'A material of the catalogue, from the server.';
    document.head.append(served);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <RouteDescription />
              <Outlet />
            </>
          ),
          children: [
            { path: '/packages', element: <p>Packages</p> },
            { path: '/dashboard', element: <p>Dashboard</p> },
          ],
        },
      ],
      { initialEntries: ['/packages'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    // The texts of every page are not loaded for the first page: the HTML has its own.
    expect(descriptionTag()?.content).toBe('A material of the catalogue, from the server.');
    expect(ENGLISH_ROUTE_TEXT.dashboard.description).toBeUndefined();
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(descriptionTag()?.content).toBe(DEFAULT_DESCRIPTION));
    await act(() => router.navigate('/packages'));
    expect(descriptionTag()?.content).toBe(ENGLISH_ROUTE_TEXT.packages.description);
  });

  it('every public catalogue route of the app carries a description of its own', () => {
    for (const key of ['home', 'materials', 'packages', 'exams', 'teacherCourses', 'studentServices'] as const) {
      expect(ENGLISH_ROUTE_TEXT[key].description, key).toMatch(/^.{40,}$/);
    }
  });
});
