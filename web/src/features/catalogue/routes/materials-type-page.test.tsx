import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { argumentPresentation, types } from '../test/fixtures';
import { renderCatalogue } from '../test/render-catalogue';

const presentation = types[1];

describe('/materials/type/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('TP-01/TP-02: shows the name and description of the type and its materials', async () => {
    const fetchMock = stubApi({
      '/api/material-types/2': presentation,
      '/api/materials?isStandalone=true&typeId=2': [argumentPresentation],
    });
    renderCatalogue('/materials/type/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Presentation' })).toBeInTheDocument();
    expect(screen.getByText('Classroom-ready slide decks.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: argumentPresentation.title });
    expect(within(card).getByText('EGP 1,500.00')).toBeInTheDocument();
    expect(requestedPaths(fetchMock).sort()).toEqual(
      ['/api/material-types/2', '/api/materials?isStandalone=true&typeId=2'].sort(),
    );
  });

  it('TP-03: with no materials it shows "No materials found for this type."', async () => {
    stubApi({ '/api/material-types/3': types[2], '/api/materials?isStandalone=true&typeId=3': [] });
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
    stubApi({ '/api/material-types/2': presentation, '/api/materials?isStandalone=true&typeId=2': reply(500, 'boom') });
    const { user } = renderCatalogue('/materials/type/2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    stubApi({
      '/api/material-types/2': presentation,
      '/api/materials?isStandalone=true&typeId=2': [argumentPresentation],
    });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: argumentPresentation.title })).toBeInTheDocument();
  });
});
