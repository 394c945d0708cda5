import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
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
            { path: '/packages', element: <p>Packages</p>, handle: { description: 'Year packages in three tiers.' } },
            { path: '/login', element: <p>Login</p> },
          ],
        },
      ],
      { initialEntries: ['/packages'] },
    );
    render(<RouterProvider router={router} />);
    expect(descriptionTag()?.content).toBe('Year packages in three tiers.');
    await act(() => router.navigate('/login'));
    expect(descriptionTag()?.content).toBe(DEFAULT_DESCRIPTION);
  });

  it('every public catalogue route of the app carries a description of its own', () => {
    const children = routes[0]!.children!;
    for (const path of ['/', '/materials', '/packages', '/the-gate-exams', '/teacher-courses', '/student-services']) {
      const route = children.find((child) => child.path === path);
      expect((route?.handle as { description?: string } | undefined)?.description, path).toMatch(/^.{40,}$/);
    }
  });
});
