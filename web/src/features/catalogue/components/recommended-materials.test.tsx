import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { deferred, reply, requestedPaths, stubApi } from '@/test/stub-api';
import { popularMaterialsPath } from '../api/get-popular-materials';
import { argumentPresentation, inferenceSheet, untaggedExam } from '../test/fixtures';
import { RecommendedMaterials } from './recommended-materials';

function renderRecommended(limit: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <RecommendedMaterials limit={limit} /> },
      { path: paths.material.path, element: <h1>Material page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

// The server's order: most downloaded first.
const popular = [
  { ...untaggedExam, downloadCount: 1200 },
  { ...argumentPresentation, downloadCount: 410 },
  { ...inferenceSheet, downloadCount: 1 },
];

const block = () => screen.findByRole('region', { name: 'Recommended materials' });

describe('RecommendedMaterials', () => {
  it('BL-05 asks for the top 3 by downloads and lists them in the server order', async () => {
    const fetchMock = stubApi({ [popularMaterialsPath(3)]: popular });
    renderRecommended(3);
    const region = await block();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(3));
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([untaggedExam.title, argumentPresentation.title, inferenceSheet.title]);
    expect(requestedPaths(fetchMock)).toEqual(['/api/materials/popular?limit=3']);
  });

  it('BA-05 asks for 6 in an article sidebar, and never shows more than asked', async () => {
    const fetchMock = stubApi({
      [popularMaterialsPath(6)]: [
        ...popular,
        ...popular.map((m) => ({ ...m, id: m.id + 50 })),
        { ...inferenceSheet, id: 99 },
      ],
    });
    renderRecommended(6);
    const region = await block();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(6));
    expect(requestedPaths(fetchMock)).toEqual(['/api/materials/popular?limit=6']);
  });

  it('each row shows the type, the price or "Free" and the downloads, and opens /material/{id}', async () => {
    stubApi({ [popularMaterialsPath(3)]: popular });
    const { user, router } = renderRecommended(3);
    const region = await block();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(3));
    const [exam, , sheet] = within(region).getAllByRole('article');
    expect(within(exam!).getByText('Practice Exam')).toBeInTheDocument();
    expect(within(exam!).getByText('EGP 120.00')).toBeInTheDocument();
    expect(exam).toHaveTextContent('1,200 downloads');
    expect(within(sheet!).getByText('Free')).toBeInTheDocument();
    expect(sheet).toHaveTextContent('1 download');

    await user.click(within(region).getByRole('link', { name: argumentPresentation.title }));
    expect(router.state.location.pathname).toBe('/material/2');
  });

  it('shows skeletons while loading', async () => {
    const answer = deferred<unknown>();
    stubApi({ [popularMaterialsPath(3)]: () => answer.promise });
    renderRecommended(3);
    expect(screen.getByText('Loading recommended materials...').closest('[role="status"]')).not.toBeNull();
    answer.resolve(popular);
    await waitFor(() => expect(screen.queryByText('Loading recommended materials...')).not.toBeInTheDocument());
  });

  it('is left out when the call fails or finds nothing (no sample materials)', async () => {
    stubApi({ [popularMaterialsPath(3)]: reply(500, 'boom'), [popularMaterialsPath(6)]: [] });
    const failed = renderRecommended(3);
    await waitFor(() => expect(failed.container).toBeEmptyDOMElement());
    failed.unmount();
    const empty = renderRecommended(6);
    await waitFor(() => expect(empty.container).toBeEmptyDOMElement());
  });
});
