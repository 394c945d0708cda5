import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { popularMaterialsPath } from '../api/get-popular-materials';
import { argumentPresentation, inferenceSheet, untaggedExam } from '../test/fixtures';
import { PopularMaterials } from './popular-materials';

const POPULAR = popularMaterialsPath(8);

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPopular() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <PopularMaterials /> },
      { path: paths.material.path, element: <h1>Material page</h1> },
      { path: paths.materials.path, element: <h1>Materials page</h1> },
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

// The server's order: most downloaded first, which is not the fixtures' id order.
const popular = [
  { ...untaggedExam, downloadCount: 900 },
  { ...argumentPresentation, downloadCount: 410 },
  { ...inferenceSheet, downloadCount: 1 },
];

describe('PopularMaterials', () => {
  it('asks for the 8 most downloaded materials and shows them in the order the server sends', async () => {
    const fetchMock = stubApi({ [POPULAR]: popular });
    renderPopular();
    const region = await screen.findByRole('region', { name: 'Most Downloaded Materials' });
    const titles = within(region)
      .getAllByRole('group')
      .map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual([untaggedExam.title, argumentPresentation.title, inferenceSheet.title]);
    expect(requestedPaths(fetchMock)).toEqual(['/api/materials/popular?limit=8']);
  });

  it('each card shows the type, the price or "Free" and the downloads, and links to /material/{id}', async () => {
    stubApi({ [POPULAR]: popular });
    const { user, router } = renderPopular();
    const region = await screen.findByRole('region', { name: 'Most Downloaded Materials' });
    const [exam, presentation, sheet] = within(region).getAllByRole('group');
    expect(within(exam!).getByText('Practice Exam')).toBeInTheDocument();
    expect(within(exam!).getByText('EGP 120.00')).toBeInTheDocument();
    expect(within(exam!).getByText('900 downloads')).toBeInTheDocument();
    expect(within(presentation!).getByText('EGP 1,500.00')).toBeInTheDocument();
    expect(within(sheet!).getByText('Free')).toBeInTheDocument();
    expect(within(sheet!).getByText('1 download')).toBeInTheDocument();

    await user.click(within(region).getByRole('link', { name: argumentPresentation.title }));
    expect(router.state.location.pathname).toBe('/material/2');
  });

  it("offers 'View all materials' to /materials", async () => {
    stubApi({ [POPULAR]: popular });
    const { user, router } = renderPopular();
    await user.click(await screen.findByRole('link', { name: 'View all materials' }));
    expect(router.state.location.pathname).toBe('/materials');
  });

  it('renders nothing when there is nothing popular yet', async () => {
    stubApi({ [POPULAR]: [] });
    const { container } = renderPopular();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the call fails (no sample materials in their place)', async () => {
    stubApi({ [POPULAR]: reply(500, 'boom') });
    const { container } = renderPopular();
    expect(screen.getByRole('status', { name: 'Loading most downloaded materials' })).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
