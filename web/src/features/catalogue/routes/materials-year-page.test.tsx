import { screen, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import {
  argumentPresentation,
  grammarHandbook,
  groups,
  inferenceSheet,
  readingCollection,
  untaggedExam,
  year6Package,
} from '../test/fixtures';
import { GROUPS_PATH, renderCatalogue } from '../test/render-catalogue';

describe('/materials/{year}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('MY-01: shows a breadcrumb Home › Materials › Year 5 and a back link', async () => {
    stubApi({ [GROUPS_PATH]: groups });
    renderCatalogue('/materials/year-5');
    expect(screen.getByRole('heading', { level: 1, name: 'Year 5 Materials' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Materials', 'Year 5']);
    expect(within(breadcrumb).getByRole('link', { name: 'Materials' })).toHaveAttribute('href', '/materials');
    expect(within(breadcrumb).getByText('Year 5')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Materials' })).toHaveAttribute('href', '/materials');
    await screen.findByRole('article', { name: readingCollection.name });
  });

  it('MY-02: links to /packages/year-5', async () => {
    stubApi({ [GROUPS_PATH]: groups });
    const { user, router } = renderCatalogue('/materials/year-5');
    await screen.findByRole('article', { name: readingCollection.name });
    await user.click(screen.getByRole('link', { name: 'View Year 5 Packages' }));
    expect(router.state.location.pathname).toBe('/packages/year-5');
  });

  it('MY-03: shows the groups of that year with their item counts, each linking to /materials/year-5/{groupId}', async () => {
    const fetchMock = stubApi({ [GROUPS_PATH]: groups });
    renderCatalogue('/materials/year-5');
    const collection = await screen.findByRole('article', { name: readingCollection.name });
    const book = screen.getByRole('article', { name: grammarHandbook.name });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: year6Package.name })).not.toBeInTheDocument();
    expect(within(collection).getByText('5 items')).toBeInTheDocument();
    expect(within(book).getByText('1 item')).toBeInTheDocument();
    expect(within(collection).getByRole('link', { name: readingCollection.name })).toHaveAttribute(
      'href',
      '/materials/year-5/4',
    );
    expect(within(book).getByRole('link', { name: grammarHandbook.name })).toHaveAttribute(
      'href',
      '/materials/year-5/30',
    );
    expect(within(collection).getByText('EGP 440.00')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([GROUPS_PATH]);
  });

  it('MY-04: with no groups for the year it shows "No materials found for this year level."', async () => {
    stubApi({ [GROUPS_PATH]: groups });
    renderCatalogue('/materials/year-7');
    expect(await screen.findByText('No materials found for this year level.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('MY-04: a year outside 5 to 8 shows the not-found state without calling the API (GLB-17)', async () => {
    const fetchMock = stubApi({ [GROUPS_PATH]: groups });
    renderCatalogue('/materials/year-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Year Level Not Found' })).toBeInTheDocument();
    expect(screen.getByText('No materials found for this year level.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed groups call shows the error with a retry, not sample groups', async () => {
    stubApi({ [GROUPS_PATH]: reply(500, 'boom') });
    const { user } = renderCatalogue('/materials/year-5');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    expect(screen.queryAllByRole('article')).toEqual([]);
    stubApi({ [GROUPS_PATH]: groups });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: readingCollection.name })).toBeInTheDocument();
  });
});

describe('/materials/{year}/{id} (AMB-36)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const collectionWithMaterials = { ...readingCollection, materials: [inferenceSheet, untaggedExam] };

  it('RT-24: a group of that year shows its name, description, price and materials as cards', async () => {
    const fetchMock = stubApi({ '/api/material-groups/4?includeMaterials=true': collectionWithMaterials });
    renderCatalogue('/materials/year-5/4');
    expect(await screen.findByRole('heading', { level: 1, name: readingCollection.name })).toBeInTheDocument();
    expect(screen.getByText('reading', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('EGP 440.00')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Year 5' })).toHaveAttribute('href', '/materials/year-5');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: inferenceSheet.title })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: untaggedExam.title })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/material-groups/4?includeMaterials=true']);
  });

  it('the group can be added to the cart as a package line, and its materials one by one', async () => {
    stubApi({ '/api/material-groups/4?includeMaterials=true': collectionWithMaterials });
    const { user } = renderCatalogue('/materials/year-5/4');
    await user.click(await screen.findByRole('button', { name: `Add to Cart: ${readingCollection.name}` }));
    expect(screen.getByRole('button', { name: `In Cart: ${readingCollection.name}` })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${untaggedExam.title}` }));
    expect(screen.getByTestId('cart-probe')).toHaveTextContent('package:4x1,material:3x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')[0]).toMatchObject({
      id: 4,
      type: 'package',
      price: 440,
      yearGroup: 'Year 5',
    });
  });

  it('when no group has the id, the page is the year-scoped material detail', async () => {
    const fetchMock = stubApi({ '/api/materials/2': argumentPresentation });
    renderCatalogue('/materials/year-6/2');
    expect(await screen.findByRole('heading', { level: 1, name: argumentPresentation.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy for EGP 1,500.00' })).toBeEnabled();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Year 6' })).toHaveAttribute('href', '/materials/year-6');
    expect(requestedPaths(fetchMock)).toEqual(['/api/material-groups/2?includeMaterials=true', '/api/materials/2']);
  });

  it('a group of another year is not shown under this year: the id is read as a material', async () => {
    stubApi({
      '/api/material-groups/8?includeMaterials=true': year6Package,
      '/api/materials/8': { ...inferenceSheet, id: 8, title: 'Year 5 Talk Presentation' },
    });
    renderCatalogue('/materials/year-5/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 5 Talk Presentation' })).toBeInTheDocument();
    expect(screen.queryByText(year6Package.name)).not.toBeInTheDocument();
  });

  it('MD-08: an id that is neither a group nor a material shows "Material Not Found"', async () => {
    stubApi({ '/api/materials/77': reply(404, { message: 'The requested material could not be found.' }) });
    renderCatalogue('/materials/year-5/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Material Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested material could not be found.')).toBeInTheDocument();
  });

  it('a malformed id shows "Material Not Found" without calling the API', async () => {
    const fetchMock = stubApi({});
    renderCatalogue('/materials/year-5/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Material Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
