import { screen, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { argumentPresentation, inferenceSheet, material, untaggedExam } from '../test/fixtures';
import { renderCatalogue } from '../test/render-catalogue';

const api = {
  '/api/materials/1': inferenceSheet,
  '/api/materials/2': argumentPresentation,
  '/api/materials/3': untaggedExam,
};

async function renderMaterial(id: number | string, routes: Record<string, unknown> = api) {
  const fetchMock = stubApi(routes);
  const view = renderCatalogue(`/material/${id}`);
  await screen.findByRole('heading', { level: 1, name: /.+/, hidden: false });
  return { ...view, fetchMock };
}

const loaded = (title: string) => screen.findByRole('heading', { level: 1, name: title });

describe('/material/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('MD-01: shows the thumbnail, a type badge, a year badge and the price', async () => {
    await renderMaterial(2);
    const heading = await loaded(argumentPresentation.title);
    expect(screen.getByRole('img', { name: argumentPresentation.title })).toHaveAttribute(
      'src',
      argumentPresentation.thumbnailPath,
    );
    // The badge row sits just above the title.
    const badges = heading.previousElementSibling as HTMLElement;
    expect([...badges.children].map((badge) => badge.textContent)).toEqual(['Presentation', 'Year 6']);
    expect(within(badges).getByRole('link', { name: 'Presentation' })).toHaveAttribute('href', '/materials/type/2');
    expect(screen.getByText('EGP 1,500.00')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('MD-02: Preview Material opens previewUrl in a new tab', async () => {
    await renderMaterial(1);
    await loaded(inferenceSheet.title);
    const preview = screen.getByRole('link', { name: 'Preview Material' });
    expect(preview).toHaveAttribute('href', inferenceSheet.previewUrl);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('MD-02 (AMB-52): with only previewFilePath, Preview Material opens that', async () => {
    await renderMaterial(3);
    await loaded(untaggedExam.title);
    expect(screen.getByRole('link', { name: 'Preview Material' })).toHaveAttribute(
      'href',
      untaggedExam.previewFilePath,
    );
  });

  it('MD-02: Preview Material is disabled without a preview', async () => {
    await renderMaterial(2);
    await loaded(argumentPresentation.title);
    expect(screen.queryByRole('link', { name: 'Preview Material' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Material' })).toBeDisabled();
  });

  it('MD-03/MD-04: a free material shows "Download Free", opening its downloadUrl in a new tab', async () => {
    await renderMaterial(1);
    await loaded(inferenceSheet.title);
    const download = screen.getByRole('link', { name: 'Download Free' });
    expect(download).toHaveAttribute('href', inferenceSheet.downloadUrl);
    expect(download).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
  });

  it('MD-04 (AMB-52): a free material with only filePath downloads that; with neither the button is disabled', async () => {
    const onlyFilePath = material({ id: 7, title: 'Only file path', filePath: '/api/materials/7/download' });
    const noFile = material({ id: 8, title: 'No file at all' });
    const { router } = await renderMaterial(7, { '/api/materials/7': onlyFilePath, '/api/materials/8': noFile });
    await loaded('Only file path');
    expect(screen.getByRole('link', { name: 'Download Free' })).toHaveAttribute('href', onlyFilePath.filePath);
    await router.navigate('/material/8');
    await loaded('No file at all');
    expect(screen.getByRole('button', { name: 'Download Free' })).toBeDisabled();
  });

  it('MD-03 (AMB-07): a paid material shows "Buy for EGP 1,500.00", which adds it to the cart, opens the cart and then reads "In Cart"', async () => {
    const { user } = await renderMaterial(2);
    await loaded(argumentPresentation.title);
    const probe = screen.getByTestId('cart-probe');
    await user.click(screen.getByRole('button', { name: 'Buy for EGP 1,500.00' }));
    expect(screen.getByRole('button', { name: 'In Cart' })).toBeDisabled();
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveTextContent('material:2x1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')[0]).toMatchObject({
      id: 2,
      type: 'material',
      price: 1500,
      yearGroup: 'Year 6',
    });
    // The paid file is never offered: there is no download link at all.
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('MD-04: a paid material the user owns (the server sent its file URL) downloads instead of buying', async () => {
    const owned = {
      ...argumentPresentation,
      downloadUrl: '/api/materials/2/download',
      filePath: '/api/materials/2/download',
    };
    await renderMaterial(2, { '/api/materials/2': owned });
    await loaded(argumentPresentation.title);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', owned.downloadUrl);
    expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
  });

  it('issue 22 §7 a paid material its signed-in owner cannot download is "In your library" with Open, not for sale', async () => {
    sessionStorage.setItem('auth_token', 'token-123');
    await renderMaterial(2, {
      '/api/materials/2': { ...argumentPresentation, isDownloadable: false },
      '/api/library/owned': { materialIds: [2], groupIds: [], courseIds: [], examIds: [] },
    });
    await loaded(argumentPresentation.title);
    const open = await screen.findByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', '/my-materials');
    expect(open).toHaveAccessibleDescription('In your library');
    expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
  });

  it('MD-05: shows the author, the published date, the page count and the tags', async () => {
    await renderMaterial(1);
    await loaded(inferenceSheet.title);
    expect(screen.getByText('Mariam El-Sayed')).toBeInTheDocument();
    expect(screen.getByText('March 3, 2025')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    const tags = within(screen.getByRole('heading', { name: 'Tags' }).parentElement as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(tags.map((tag) => tag.textContent)).toEqual(['Reading', 'Year 5']);
  });

  it('MD-06: tabs Description, Details and Preview; the Preview tab shows the file', async () => {
    const { user } = await renderMaterial(1);
    await loaded(inferenceSheet.title);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Description', 'Details', 'Preview']);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByTitle(`Preview of ${inferenceSheet.title}`)).toHaveAttribute('src', inferenceSheet.previewUrl);
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    const details = screen.getByRole('tabpanel');
    expect(within(details).getByText('Practice Sheet')).toBeInTheDocument();
    expect(within(details).getByText('Reading')).toBeInTheDocument();
  });

  it('MD-06: without a preview there is no Preview tab', async () => {
    await renderMaterial(2);
    await loaded(argumentPresentation.title);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Description', 'Details']);
  });

  it('MD-07: the description is rendered as HTML', async () => {
    await renderMaterial(1);
    await loaded(inferenceSheet.title);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3, name: 'What is inside' })).toBeInTheDocument();
    expect(within(panel).getByRole('listitem')).toHaveTextContent('Three extracts');
    expect(panel.textContent).not.toContain('<p>');
  });

  it('MD-08: an unknown id shows "Material Not Found" with the server message', async () => {
    await renderMaterial(999, {
      '/api/materials/999': reply(404, { message: 'The requested material could not be found.' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Material Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested material could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Materials' })).toHaveAttribute('href', '/materials');
  });

  it('MD-08: a 404 whose body has another message shows that message', async () => {
    await renderMaterial(998, { '/api/materials/998': reply(404, { message: 'That material was withdrawn.' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Material Not Found' })).toBeInTheDocument();
    expect(screen.getByText('That material was withdrawn.')).toBeInTheDocument();
  });

  it('MD-08: a 404 without a message shows "The requested material could not be found."', async () => {
    await renderMaterial(997, { '/api/materials/997': reply(404, 'Not Found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Material Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested material could not be found.')).toBeInTheDocument();
  });

  it('MD-08: a malformed id shows "Material Not Found" without calling the API', async () => {
    const { fetchMock } = await renderMaterial('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Material Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested material could not be found.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('MD-09: the material is read from GET /api/materials/{id}', async () => {
    const { fetchMock } = await renderMaterial(1);
    await loaded(inferenceSheet.title);
    expect(requestedPaths(fetchMock)).toEqual(['/api/materials/1']);
  });

  it('a server failure shows the error with a retry that loads the material', async () => {
    const { user } = await renderMaterial(1, { '/api/materials/1': reply(500, 'boom') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API request failed with status 500: boom');
    stubApi(api);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded(inferenceSheet.title)).toBeInTheDocument();
  });
});
