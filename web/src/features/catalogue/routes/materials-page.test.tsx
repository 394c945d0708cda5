import { act, screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { argumentPresentation, inferenceSheet, levelTags, materials, skillTags, types } from '../test/fixtures';
import {
  LEVEL_TAGS_PATH,
  MATERIALS_PATH,
  renderCatalogue,
  SKILL_TAGS_PATH,
  TYPES_PATH,
} from '../test/render-catalogue';

const catalogueApi = {
  [MATERIALS_PATH]: materials,
  [TYPES_PATH]: types,
  [LEVEL_TAGS_PATH]: levelTags,
  [SKILL_TAGS_PATH]: skillTags,
};

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function renderLoaded(entry = '/materials') {
  const view = renderCatalogue(entry);
  await screen.findByText(/We found \d+ materials? for you/);
  return view;
}

describe('/materials', () => {
  beforeEach(() => {
    stubApi(catalogueApi);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('MAT-09: the count line reads "We found 3 materials for you" in a polite live region', async () => {
    await renderLoaded();
    const line = screen.getByText('We found 3 materials for you');
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Materials' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([inferenceSheet.title, argumentPresentation.title, 'Checkpoint Practice Exam']);
  });

  it('MAT-03: the filter panel has Grade, Resource Types and Skills with labelled checkboxes from the API', async () => {
    await renderLoaded();
    const optionNames = (name: string) =>
      within(screen.getByRole('list', { name }))
        .queryAllByRole('checkbox')
        .map((box) => box.id && document.querySelector(`label[for="${box.id}"]`)?.textContent);
    // Only the levels tags, sorted by year; the other tag the search returned is dropped.
    await waitFor(() => expect(optionNames('Grade')).toEqual(['Year 5', 'Year 6']));
    await waitFor(() =>
      expect(optionNames('Resource Types')).toEqual(['Practice Sheet', 'Presentation', 'Practice Exam']),
    );
    await waitFor(() => expect(optionNames('Skills')).toEqual(['Reading', 'Writing']));
    expect(screen.getByRole('checkbox', { name: 'Year 5' })).toHaveAttribute('aria-checked', 'false');
  });

  it('MAT-03: each filter group collapses and expands from its heading', async () => {
    const { user } = await renderLoaded();
    const heading = screen.getByRole('button', { name: 'Skills' });
    const list = screen.getByRole('list', { name: 'Skills' });
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(heading).toHaveAttribute('aria-controls', list.id);
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await user.click(heading);
    expect(list).toBeVisible();
  });

  it('MAT-05: each filter list scrolls within a maximum height of 15rem', async () => {
    await renderLoaded();
    for (const name of ['Grade', 'Resource Types', 'Skills']) {
      expect(screen.getByRole('list', { name })).toHaveClass('max-h-60', 'overflow-y-auto');
    }
  });

  it('MAT-04: on small screens "Show filters" opens the panel and "Hide filters" closes it', async () => {
    const { user } = await renderLoaded();
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden', 'lg:block');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide filters');
    expect(panel).not.toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
  });

  it('MAT-06: selecting a value adds it to its list and the address; selecting it again removes it', async () => {
    const { user, router } = await renderLoaded();
    const year6 = await screen.findByRole('checkbox', { name: 'Year 6' });
    await user.click(year6);
    expect(year6).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('We found 1 material for you')).toBeInTheDocument();
    expect(cardTitles()).toEqual([argumentPresentation.title]);
    expect(router.state.location.search).toBe('?grade=Year+6');
    await user.click(year6);
    expect(year6).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('MAT-07: each selected value shows as a chip, and removing a chip removes only that value', async () => {
    const { user } = await renderLoaded();
    await user.click(await screen.findByRole('checkbox', { name: 'Year 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Practice Sheet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reading' }));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove filter Year 5', 'Remove filter Practice Sheet', 'Remove filter Reading']);
    await user.click(screen.getByRole('button', { name: 'Remove filter Practice Sheet' }));
    expect(screen.queryByRole('button', { name: 'Remove filter Practice Sheet' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Practice Sheet' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('checkbox', { name: 'Year 5' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Reading' })).toHaveAttribute('aria-checked', 'true');
    // Year 5 AND Reading: the tagged sheet and the untagged exam naming "year 5" (MAT-13, MAT-15).
    expect(await screen.findByText('We found 2 materials for you')).toBeInTheDocument();
  });

  it('MAT-08: "Clear all" resets Grade, Resource Types, Skills and the search text', async () => {
    const { user, router } = await renderLoaded();
    await user.type(screen.getByRole('searchbox', { name: 'Search materials' }), 'sheet');
    await user.click(await screen.findByRole('checkbox', { name: 'Year 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Practice Sheet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reading' }));
    expect(await screen.findByText('We found 1 material for you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('searchbox', { name: 'Search materials' })).toHaveValue('');
    for (const name of ['Year 5', 'Practice Sheet', 'Reading']) {
      expect(screen.getByRole('checkbox', { name })).toHaveAttribute('aria-checked', 'false');
    }
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('MAT-10: with zero results it shows "No materials found matching your search." and "Clear Filters" resets everything', async () => {
    const { user } = await renderLoaded();
    const search = screen.getByRole('searchbox', { name: 'Search materials' });
    await user.click(await screen.findByRole('checkbox', { name: 'Year 6' }));
    await user.type(search, 'shakespeare');
    expect(await screen.findByText('No materials found matching your search.')).toBeInTheDocument();
    expect(screen.getByText('We found 0 materials for you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Year 6' })).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
  });

  it('MAT-01: the search filters at once and reaches the address after 300 ms, replacing the history entry', async () => {
    const { user, router } = await renderLoaded();
    await user.type(screen.getByRole('searchbox', { name: 'Search materials' }), 'PRESENTATION');
    expect(await screen.findByText('We found 1 material for you')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=PRESENTATION'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the filters in the address: a shared link restores them and Back undoes a change', async () => {
    const { user, router } = await renderLoaded('/materials?q=sheet&grade=Year%205&type=1&skill=Reading');
    expect(screen.getByRole('searchbox', { name: 'Search materials' })).toHaveValue('sheet');
    expect(await screen.findByRole('checkbox', { name: 'Year 5' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Practice Sheet' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Reading' })).toHaveAttribute('aria-checked', 'true');
    expect(cardTitles()).toEqual([inferenceSheet.title]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Year 5' }));
    expect(screen.getByRole('checkbox', { name: 'Year 5' })).toHaveAttribute('aria-checked', 'false');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: 'Year 5' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search materials' })).toHaveValue('sheet');
  });

  it('MAT-16: a card shows the thumbnail, type and subject badges, title, brief description and price', async () => {
    await renderLoaded();
    const card = screen.getByRole('article', { name: argumentPresentation.title });
    expect(within(card).getByRole('img', { name: argumentPresentation.title })).toHaveAttribute(
      'src',
      argumentPresentation.thumbnailPath,
    );
    expect(within(card).getByText('Presentation')).toBeInTheDocument();
    expect(within(card).getByText('Writing')).toBeInTheDocument();
    expect(within(card).getByText('Both sides of the debate.')).toBeInTheDocument();
    expect(within(card).getByText('EGP 1,500.00')).toBeInTheDocument();
    const free = screen.getByRole('article', { name: inferenceSheet.title });
    expect(within(free).getByText('Free')).toBeInTheDocument();
  });

  it('GLB-13: a thumbnail that fails to load is replaced by the default image', async () => {
    await renderLoaded();
    const image = within(screen.getByRole('article', { name: inferenceSheet.title })).getByRole('img');
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(image).toHaveAttribute('src', '/images/default-material.svg');
  });

  it('MAT-17: Add to Cart adds a material line, opens the cart and becomes a disabled "In Cart"', async () => {
    const { user } = await renderLoaded();
    const card = screen.getByRole('article', { name: argumentPresentation.title });
    const probe = screen.getByTestId('cart-probe');
    expect(probe).toHaveAttribute('data-open', 'false');
    await user.click(within(card).getByRole('button', { name: `Add to Cart: ${argumentPresentation.title}` }));
    const inCart = within(card).getByRole('button', { name: `In Cart: ${argumentPresentation.title}` });
    expect(inCart).toBeDisabled();
    expect(inCart).toHaveTextContent('In Cart');
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveTextContent('material:2x1');
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    expect(stored).toEqual([
      {
        id: 2,
        type: 'material',
        title: argumentPresentation.title,
        price: 1500,
        quantity: 1,
        isFree: false,
        thumbnailPath: argumentPresentation.thumbnailPath,
        yearGroup: 'Year 6',
        author: null,
        subject: 'Writing',
      },
    ]);
    // Other cards are untouched.
    expect(screen.getByRole('button', { name: `Add to Cart: ${inferenceSheet.title}` })).toBeEnabled();
  });

  it('CART-19: after a reload with the material in the cart, its card shows "In Cart" at once', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 1, type: 'material', title: inferenceSheet.title, price: 0, quantity: 1, isFree: true }]),
    );
    await renderLoaded();
    expect(screen.getByRole('button', { name: `In Cart: ${inferenceSheet.title}` })).toBeDisabled();
    // Same id, other type: a book 2 in the cart is not material 2 (AMB-09).
    expect(screen.getByRole('button', { name: `Add to Cart: ${argumentPresentation.title}` })).toBeEnabled();
  });

  it('MAT-18: View Details goes to /material/{id}', async () => {
    const { user, router } = await renderLoaded();
    const link = screen.getByRole('link', { name: `View Details: ${argumentPresentation.title}` });
    expect(link).toHaveAttribute('href', '/material/2');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/material/2');
  });

  it('shows skeleton cards while loading', async () => {
    renderCatalogue('/materials');
    expect(screen.getByRole('status', { name: 'Loading materials' })).toBeInTheDocument();
    await screen.findByText('We found 3 materials for you');
    expect(screen.queryByRole('status', { name: 'Loading materials' })).not.toBeInTheDocument();
  });
});

describe('/materials when the catalogue call fails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the API error with a retry, never sample materials, and the retry loads the catalogue', async () => {
    const fetchMock = stubApi({ ...catalogueApi, [MATERIALS_PATH]: reply(500, 'boom') });
    const { user } = renderCatalogue('/materials');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByText(/We found/)).not.toBeInTheDocument();

    fetchMock.mockClear();
    stubApi(catalogueApi);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
  });

  it('API-25: the catalogue is read from GET /api/materials?isStandalone=true, the options from types and tags', async () => {
    const fetchMock = stubApi(catalogueApi);
    renderCatalogue('/materials');
    await screen.findByText('We found 3 materials for you');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual(
        [MATERIALS_PATH, TYPES_PATH, LEVEL_TAGS_PATH, SKILL_TAGS_PATH].sort(),
      ),
    );
  });
});
