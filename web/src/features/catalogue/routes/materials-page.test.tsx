import { act, screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argumentPresentation, inferenceSheet, summaries } from '../test/fixtures';
import { cardTitles, renderLoadedMaterials, searchBox } from '../test/render-catalogue';
import { fakeSearch, lastSearch, searchRequests, stubSearch } from '../test/stub-search';

const SEARCH = '/api/materials/search';

/** The labels of a filter group's checkboxes, in order. */
const optionNames = (name: string) =>
  within(screen.getByRole('list', { name }))
    .queryAllByRole('checkbox')
    .map((box) => box.id && document.querySelector(`label[for="${box.id}"]`)?.textContent);

describe('/materials', () => {
  let fetchMock: ReturnType<typeof stubSearch>;
  beforeEach(() => {
    fetchMock = stubSearch(fakeSearch(summaries));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('MAT-09: asks the server for the first page only, and nothing else, and shows its answer', async () => {
    await renderLoadedMaterials();
    const line = screen.getByText('We found 3 materials for you');
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Materials' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([inferenceSheet.title, argumentPresentation.title, 'Checkpoint Practice Exam']);
    // The options come with the results: no call for tags or types.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([`${SEARCH}?page=1`]);
  });

  it('MAT-09: the count line is the total the server found, not the cards on screen', async () => {
    stubSearch(() => ({ ...fakeSearch(summaries)(new URLSearchParams()), total: 57, pageCount: 3 }));
    await renderLoadedMaterials();
    expect(screen.getByText('We found 57 materials for you')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('MAT-03: the Grade, Resource Types and Skills options come from the facets, each with its count', async () => {
    await renderLoadedMaterials();
    expect(optionNames('Grade')).toEqual(['Year 5 (1)', 'Year 6 (1)']);
    expect(optionNames('Resource Types')).toEqual(['Practice Sheet (1)', 'Presentation (1)', 'Practice Exam (1)']);
    expect(optionNames('Skills')).toEqual(['Reading (2)', 'Writing (1)']);
    // The name starts with the option; the count is muted.
    const reading = screen.getByRole('checkbox', { name: 'Reading (2)' });
    expect(reading).not.toBeChecked();
    const label = document.querySelector(`label[for="${reading.id}"]`) as HTMLElement;
    expect(within(label).getByText('(2)')).toHaveClass('text-slate-500');
  });

  it('MAT-03: the counts follow the search and the other groups, and a ticked option at 0 stays listed', async () => {
    stubSearch(fakeSearch(summaries, { omitEmptyOptions: true }));
    const { user } = await renderLoadedMaterials();
    await user.click(screen.getByRole('checkbox', { name: 'Presentation (1)' }));
    await user.type(searchBox(), 'inference');
    expect(await screen.findByText('We found 0 materials for you')).toBeInTheDocument();
    // No presentation mentions inference, so the server no longer lists the type; the count of the
    // other type applies the search but not this group's own choice…
    expect(optionNames('Resource Types')).toEqual(['Practice Sheet (1)', 'Presentation (0)']);
    // …yet it can still be unticked, and its chip keeps the name an earlier answer gave.
    expect(screen.getByRole('checkbox', { name: 'Presentation (0)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter Presentation' })).toBeInTheDocument();
  });

  it('MAT-03: each filter group collapses and expands from its heading', async () => {
    const { user } = await renderLoadedMaterials();
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
    await renderLoadedMaterials();
    for (const name of ['Grade', 'Resource Types', 'Skills']) {
      expect(screen.getByRole('list', { name })).toHaveClass('max-h-60', 'overflow-y-auto');
    }
  });

  it('MAT-04: on small screens "Show filters" opens the panel and "Hide filters" closes it', async () => {
    const { user } = await renderLoadedMaterials();
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

  it('MAT-06: selecting a value adds it to the address and the request; selecting it again removes it', async () => {
    const { user, router } = await renderLoadedMaterials();
    await user.click(screen.getByRole('checkbox', { name: 'Year 6 (1)' }));
    expect(router.state.location.search).toBe('?grade=Year+6');
    expect(await screen.findByText('We found 1 material for you')).toBeInTheDocument();
    expect(lastSearch(fetchMock)).toBe(`${SEARCH}?grade=Year%206&page=1`);
    expect(cardTitles()).toEqual([argumentPresentation.title]);
    const year6 = screen.getByRole('checkbox', { name: /^Year 6/ });
    expect(year6).toBeChecked();

    await user.click(year6);
    expect(year6).not.toBeChecked();
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
  });

  it('MAT-07: each selected value shows as a chip, and removing a chip removes only that value', async () => {
    const { user } = await renderLoadedMaterials();
    await user.click(screen.getByRole('checkbox', { name: /^Year 5/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Practice Sheet/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Reading/ }));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove filter Year 5', 'Remove filter Practice Sheet', 'Remove filter Reading']);
    await waitFor(() => expect(lastSearch(fetchMock)).toBe(`${SEARCH}?grade=Year%205&type=1&skill=Reading&page=1`));

    await user.click(screen.getByRole('button', { name: 'Remove filter Practice Sheet' }));
    expect(screen.queryByRole('button', { name: 'Remove filter Practice Sheet' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Practice Sheet/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Year 5/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Reading/ })).toBeChecked();
    await waitFor(() => expect(lastSearch(fetchMock)).toBe(`${SEARCH}?grade=Year%205&skill=Reading&page=1`));
  });

  it('MAT-08: "Clear all" resets Grade, Resource Types, Skills and the search text, in one request', async () => {
    const { user, router } = await renderLoadedMaterials();
    await user.type(searchBox(), 'sheet');
    await user.click(screen.getByRole('checkbox', { name: /^Year 5/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Practice Sheet/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Reading/ }));
    expect(await screen.findByText('We found 1 material for you')).toBeInTheDocument();
    const sent = searchRequests(fetchMock).length;

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(searchBox()).toHaveValue('');
    for (const name of [/^Year 5/, /^Practice Sheet/, /^Reading/]) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // No request for a half-cleared state (lists gone, old text still there) on the way.
    expect(searchRequests(fetchMock).slice(sent)).toEqual([`${SEARCH}?page=1`]);
  });

  it('MAT-10: with zero results it shows "No materials found matching your search." and "Clear Filters" resets everything', async () => {
    const { user } = await renderLoadedMaterials();
    await user.click(screen.getByRole('checkbox', { name: /^Year 6/ }));
    await user.type(searchBox(), 'shakespeare');
    expect(await screen.findByText('No materials found matching your search.')).toBeInTheDocument();
    expect(screen.getByText('We found 0 materials for you')).toBeInTheDocument();
    expect(lastSearch(fetchMock)).toBe(`${SEARCH}?q=shakespeare&grade=Year%206&page=1`);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /^Year 6/ })).not.toBeChecked();
    expect(await screen.findByText('We found 3 materials for you')).toBeInTheDocument();
  });

  it('MAT-01: the search text is sent to the server and reaches the address after 300 ms, replacing the entry', async () => {
    const { user, router } = await renderLoadedMaterials();
    await user.type(searchBox(), 'PRESENTATION');
    expect(await screen.findByText('We found 1 material for you')).toBeInTheDocument();
    expect(lastSearch(fetchMock)).toBe(`${SEARCH}?q=PRESENTATION&page=1`);
    await waitFor(() => expect(router.state.location.search).toBe('?q=PRESENTATION'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the filters in the address: a shared link sends them and Back undoes a change', async () => {
    const { user, router } = await renderLoadedMaterials('/materials?q=sheet&grade=Year%205&type=1&skill=Reading');
    expect(searchRequests(fetchMock)).toEqual([`${SEARCH}?q=sheet&grade=Year%205&type=1&skill=Reading&page=1`]);
    expect(searchBox()).toHaveValue('sheet');
    expect(screen.getByRole('checkbox', { name: /^Year 5/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Practice Sheet/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Reading/ })).toBeChecked();
    expect(cardTitles()).toEqual([inferenceSheet.title]);
    // The chip of a type id is named from the facets.
    expect(screen.getByRole('button', { name: 'Remove filter Practice Sheet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove filter Year 5' }));
    expect(screen.getByRole('checkbox', { name: /^Year 5/ })).not.toBeChecked();
    await waitFor(() => expect(lastSearch(fetchMock)).toBe(`${SEARCH}?q=sheet&type=1&skill=Reading&page=1`));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: /^Year 5/ })).toBeChecked();
    expect(searchBox()).toHaveValue('sheet');
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toBe(`${SEARCH}?q=sheet&grade=Year%205&type=1&skill=Reading&page=1`),
    );
    expect(cardTitles()).toEqual([inferenceSheet.title]);
  });

  it('MAT-16: a card shows the thumbnail, type and subject badges, title, brief description and price', async () => {
    await renderLoadedMaterials();
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
    await renderLoadedMaterials();
    const image = within(screen.getByRole('article', { name: inferenceSheet.title })).getByRole('img');
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(image).toHaveAttribute('src', '/images/default-material.svg');
  });

  it('MAT-17: Add to Cart adds a material line with the year of the summary, opens the cart and becomes "In Cart"', async () => {
    const { user } = await renderLoadedMaterials();
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
    await renderLoadedMaterials();
    expect(screen.getByRole('button', { name: `In Cart: ${inferenceSheet.title}` })).toBeDisabled();
    // Same id, other type: a book 2 in the cart is not material 2 (AMB-09).
    expect(screen.getByRole('button', { name: `Add to Cart: ${argumentPresentation.title}` })).toBeEnabled();
  });

  it('MAT-18: View Details goes to /material/{id}', async () => {
    const { user, router } = await renderLoadedMaterials();
    const link = screen.getByRole('link', { name: `View Details: ${argumentPresentation.title}` });
    expect(link).toHaveAttribute('href', '/material/2');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/material/2');
  });
});
