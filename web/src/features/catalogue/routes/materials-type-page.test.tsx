import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { argumentPresentation, manySheets, summaries, types } from '../test/fixtures';
import { renderCatalogue } from '../test/render-catalogue';
import { fakeSearch, stubSearch } from '../test/stub-search';

const presentation = types[1];
const catalogue = fakeSearch(summaries);

describe('/materials/type/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('TP-01/TP-02: shows the name and description of the type and its materials', async () => {
    const fetchMock = stubSearch(catalogue, { '/api/material-types/2': presentation });
    renderCatalogue('/materials/type/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Presentation' })).toBeInTheDocument();
    expect(screen.getByText('Classroom-ready slide decks.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: argumentPresentation.title });
    expect(within(card).getByText('EGP 1,500.00')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(requestedPaths(fetchMock).sort()).toEqual(
      ['/api/material-types/2', '/api/materials/search?type=2&page=1'].sort(),
    );
  });

  it('TP-03: with no materials it shows "No materials found for this type."', async () => {
    stubSearch(fakeSearch([]), { '/api/material-types/3': types[2] });
    renderCatalogue('/materials/type/3');
    expect(await screen.findByText('No materials found for this type.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Exam' })).toBeInTheDocument();
  });

  it('an unknown type shows a not-found state with the server message', async () => {
    stubApi({ '/api/material-types/99': reply(404, { message: 'Material type not found.' }) });
    renderCatalogue('/materials/type/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Material Type Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Material type not found.')).toBeInTheDocument();
  });

  it('a malformed type id shows the not-found state without calling the API', async () => {
    const fetchMock = stubApi({});
    renderCatalogue('/materials/type/x');
    expect(screen.getByRole('heading', { level: 1, name: 'Material Type Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed materials call shows the error with a retry', async () => {
    let failing = true;
    stubSearch((query) => (failing ? reply(500, 'boom') : catalogue(query)), { '/api/material-types/2': presentation });
    const { user } = renderCatalogue('/materials/type/2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: argumentPresentation.title })).toBeInTheDocument();
  });

  it('shows a page of materials at a time, and "Load more materials" appends the next one', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fetchMock = stubSearch(fakeSearch(manySheets(26, { typeId: 2, typeName: 'Presentation' })), {
      '/api/material-types/2': presentation,
    });
    const { user } = renderCatalogue('/materials/type/2');
    await screen.findByRole('article', { name: 'Reading Sheet 1' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more materials' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(26));
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/materials/search'))).toEqual([
      '/api/materials/search?type=2&page=1',
      '/api/materials/search?type=2&page=2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more materials' })).not.toBeInTheDocument();
  });
});
