import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { NotFoundState } from './not-found-state';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/digital-books/:id', element },
      { path: '/digital-books', element: <h1>Digital Books</h1> },
    ],
    { initialEntries: ['/digital-books/999'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

// The storefront kit's one not-found state (issue 23 §3).
describe('NotFoundState', () => {
  it("says what is missing in the page's h1, why, and leads back to where such things are listed", async () => {
    const { router, user } = renderAt(
      <NotFoundState
        title="Book Not Found"
        message="The requested book could not be found."
        detail="Book not found"
        backTo="/digital-books"
        backLabel="Browse All Books"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Book Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested book could not be found.')).toBeInTheDocument();
    expect(screen.getByText('Book not found')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Browse All Books' });
    expect(back).toHaveAttribute('href', '/digital-books');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/digital-books');
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Books' })).toBeInTheDocument();
  });

  it('is the only h1 of the page and has exactly one way back', () => {
    renderAt(
      <NotFoundState
        icon={<p>404</p>}
        title="Oops! Page not found"
        message="The page you are looking for does not exist or has moved."
        backTo="/"
        backLabel="Return to Home"
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/']);
  });
});
