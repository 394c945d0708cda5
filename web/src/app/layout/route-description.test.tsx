import { act, render } from '@testing-library/react';
import { ROUTES } from '@the-gate/contract/routes';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from '@/test/memory-router';
import { DEFAULT_DESCRIPTION, RouteDescription } from './route-description';

const descriptionTag = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('the meta description (issue 11 §4)', () => {
  it("follows the current route's own description, and the default where a route has none", async () => {
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
    expect(descriptionTag()?.content).toBe(ROUTES.packages.description);
    expect(ROUTES.dashboard.description).toBeUndefined();
    await act(() => router.navigate('/dashboard'));
    expect(descriptionTag()?.content).toBe(DEFAULT_DESCRIPTION);
  });

  it('every public catalogue route of the app carries a description of its own', () => {
    for (const key of ['home', 'materials', 'packages', 'exams', 'teacherCourses', 'studentServices'] as const) {
      expect(ROUTES[key].description, key).toMatch(/^.{40,}$/);
    }
  });
});
