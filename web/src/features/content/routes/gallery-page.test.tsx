import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { deferred, reply, requestedPaths, stubApi } from '@/test/stub-api';
import { GALLERY_BOOKS_PATH } from '../api/gallery-get-covers';
import { GalleryPage } from './gallery-page';

/** Only the fields the gallery reads; the rest of a MaterialGroup does not matter here. */
const group = (id: number, fields: Record<string, unknown>) => ({
  id,
  name: '',
  title: '',
  thumbnailPath: null,
  mainThumbnailPath: null,
  ...fields,
});

const GROUPS = [
  group(11, { name: 'Checkpoint English Year 5', thumbnailPath: '/files/covers/y5.png' }),
  group(12, { title: 'Reading Skills Year 6', mainThumbnailPath: '/files/covers/y6.png' }),
  group(13, { name: 'No cover yet' }),
  group(14, { thumbnailPath: '/files/covers/untitled.png' }),
];

function renderGallery() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/gallery', element: <GalleryPage /> },
      { path: paths.digitalBook.path, element: <h1>Book page</h1> },
      { path: paths.digitalBooks.path, element: <h1>Books page</h1> },
    ],
    { initialEntries: ['/gallery'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('/gallery (RT-28)', () => {
  it('shows the digital books covers, alt text the title, each linking to its book', async () => {
    const fetchMock = stubApi({ [GALLERY_BOOKS_PATH]: GROUPS });
    const { router, user } = renderGallery();
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.querySelector('img')?.getAttribute('alt')])).toEqual([
      ['/digital-books/11', 'Checkpoint English Year 5'],
      ['/digital-books/12', 'Reading Skills Year 6'],
      ['/digital-books/14', 'Untitled Book'],
    ]);
    expect(within(list).getByRole('img', { name: 'Reading Skills Year 6' })).toHaveAttribute(
      'src',
      '/files/covers/y6.png',
    );
    expect(requestedPaths(fetchMock)).toEqual(['/api/material-groups?categoryId=5']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery');
    expect(document.title).toBe('Gallery | The Gate');

    await user.click(screen.getByRole('link', { name: 'Checkpoint English Year 5' }));
    expect(router.state.location.pathname).toBe('/digital-books/11');
  });

  it('shows skeletons while the covers load', async () => {
    const answer = deferred<unknown>();
    stubApi({ [GALLERY_BOOKS_PATH]: () => answer.promise });
    renderGallery();
    expect(await screen.findByRole('status', { name: 'Loading gallery' })).toBeInTheDocument();
    answer.resolve(GROUPS);
    expect(await screen.findByRole('link', { name: 'Untitled Book' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading gallery' })).not.toBeInTheDocument();
  });

  it.each([
    ['no books', []],
    ['no book with a cover', [group(13, { name: 'No cover yet' })]],
    ['an answer that is not a list', { items: GROUPS }],
  ])('with %s it says so and leads to the digital books', async (_, answer) => {
    stubApi({ [GALLERY_BOOKS_PATH]: answer });
    const { router, user } = renderGallery();
    expect(await screen.findByText('No covers to show yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse digital books' }));
    expect(router.state.location.pathname).toBe('/digital-books');
  });

  it('a failed load shows an error with a retry that loads the covers', async () => {
    let calls = 0;
    stubApi({ [GALLERY_BOOKS_PATH]: () => (++calls === 1 ? reply(500, 'boom') : GROUPS) });
    const { user } = renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load the gallery');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Checkpoint English Year 5' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
