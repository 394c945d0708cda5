import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { renderCatalogue } from '../test/render-catalogue';

afterEach(() => vi.unstubAllGlobals());

const TYPES = [
  { id: 11, name: 'Textbook', description: null },
  { id: 12, name: 'Study Notes', description: null },
  { id: 13, name: 'Teacher Resource', description: null },
  { id: 14, name: 'Test Series', description: null },
];

describe('Books & Notes', () => {
  it('BN-01 shows the four category tiles, each opening its resource type', async () => {
    stubApi({ '/api/material-types': TYPES });
    renderCatalogue('/books-and-notes');
    const tiles = [
      ['Textbooks', '/materials/type/11'],
      ['Study Notes', '/materials/type/12'],
      ['Teacher Resources', '/materials/type/13'],
      ['Test Series', '/materials/type/14'],
    ];
    for (const [label, href] of tiles) {
      await vi.waitFor(() => expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href));
    }
  });

  it('BN-01 still offers the tiles, pointing at the catalogue, when the types cannot load', async () => {
    stubApi({});
    renderCatalogue('/books-and-notes');
    expect(await screen.findByRole('link', { name: 'Textbooks' })).toHaveAttribute('href', '/materials');
  });

  it('BN-02, BN-03 links every year to its materials and its packages', async () => {
    stubApi({ '/api/material-types': TYPES });
    renderCatalogue('/books-and-notes');
    const years = within(await screen.findByRole('region', { name: 'Materials by year' }));
    for (const year of [5, 6, 7, 8]) {
      expect(years.getByRole('link', { name: `Year ${year} materials` })).toHaveAttribute(
        'href',
        `/materials/year-${year}`,
      );
      expect(screen.getByRole('link', { name: `Year ${year} packages` })).toHaveAttribute(
        'href',
        `/packages/year-${year}`,
      );
    }
  });
});
