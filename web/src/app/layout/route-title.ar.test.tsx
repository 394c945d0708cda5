import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from '@/test/memory-router';
import { RouteTitle } from './route-title';

describe('the tab title in the Arabic build (issue 26 §1, §7)', () => {
  it("keeps the server's title on the first page, then gives each page its Arabic one", async () => {
    document.title = 'من الخادم | The Gate';
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <RouteTitle />
              <Outlet />
            </>
          ),
          children: [
            { path: '/materials', element: <p>Materials</p> },
            { path: '/login', element: <p>Login</p> },
          ],
        },
      ],
      { initialEntries: ['/materials'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    expect(document.title).toBe('من الخادم | The Gate');
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول | The Gate'));
    await act(() => router.navigate('/materials'));
    expect(document.title).toBe('المواد التعليمية | The Gate');
  });
});
