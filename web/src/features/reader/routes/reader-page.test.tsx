import { screen, within } from '@testing-library/react';
import { NOT_OWNED_MESSAGE } from '@the-gate/contract/library';
import { pdfjs } from 'react-pdf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { READER_TEXT } from '../components/reader-notices';
import { fakePdf } from '../test/fake-react-pdf';
import { READER_API, readingPack, renderReader, signIn, stubReadingWidth, TOKEN } from '../test/render-reader';

vi.mock('react-pdf', () => import('../test/fake-react-pdf'));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/reader/{id}: opening a material', () => {
  beforeEach(() => {
    fakePdf.reset();
    stubReadingWidth(900);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.title = 'The Gate';
  });

  it('asks for the material by its id with the token, and shows its title as the heading and in the tab', async () => {
    signIn();
    const fetchMock = stubApi({ [READER_API]: readingPack });
    renderReader();
    await heading(readingPack.title);
    const requests = requestsTo(fetchMock, READER_API);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(document.title).toBe('Year 7 Reading Pack | Reader | The Gate');
    expect(await screen.findByRole('img', { name: 'Page 1 of Year 7 Reading Pack' })).toBeInTheDocument();
  });

  it('hands pdf.js the signed file URL, a worker from our own build and no eval', async () => {
    signIn();
    stubApi({ [READER_API]: readingPack });
    renderReader();
    await screen.findByRole('img', { name: /^Page 1 of/ });
    expect(fakePdf.opened).toEqual([{ file: readingPack.fileUrl, options: { isEvalSupported: false } }]);
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toMatch(/pdf\.worker\.min\.mjs$/);
    expect(pdfjs.GlobalWorkerOptions.workerSrc).not.toMatch(/^(https?:)?\/\//);
    // The text layer makes the words selectable and readable by screen readers.
    expect(screen.getByTestId('pdf-page')).toHaveAttribute('data-text-layer', 'true');
  });

  it('shows "Loading your material..." until the server answers', async () => {
    signIn();
    const answer = deferred<unknown>();
    stubApi({ [READER_API]: () => answer.promise });
    renderReader();
    expect(await screen.findByRole('status')).toHaveTextContent(READER_TEXT.loading);
    answer.resolve(readingPack);
    await heading(readingPack.title);
    expect(screen.queryByText(READER_TEXT.loading)).not.toBeInTheDocument();
  });

  it('without a token asks nothing and asks to sign in, with a Log in link that returns here', async () => {
    const fetchMock = stubApi({ [READER_API]: readingPack });
    const { user } = renderReader();
    await heading('Please sign in to read this material.');
    expect(fetchMock).not.toHaveBeenCalled();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login?redirecturl=%2Freader%2F7');
    await user.click(login);
    await heading('Login page');
  });

  it('with an expired token (401) asks to sign in again', async () => {
    signIn();
    const fetchMock = stubApi({ [READER_API]: reply(401, { message: 'Authentication required' }) });
    renderReader();
    await heading('Please sign in to read this material.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirecturl=%2Freader%2F7');
    expect(requestsTo(fetchMock, READER_API)).toHaveLength(1);
  });

  it('403: says the user does not own it, with links to buy it on its page and to My Materials', async () => {
    signIn();
    const fetchMock = stubApi({ [READER_API]: reply(403, { message: NOT_OWNED_MESSAGE }) });
    const { user } = renderReader();
    await heading('You do not own this material.');
    expect(READER_TEXT.notOwned).toBe(NOT_OWNED_MESSAGE);
    expect(screen.getByRole('link', { name: 'View and buy this material' })).toHaveAttribute('href', '/material/7');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Materials' })).toHaveAttribute(
      'href',
      '/my-materials',
    );
    // Owning it will not change by asking again.
    expect(requestsTo(fetchMock, READER_API)).toHaveLength(1);
    expect(screen.queryByTestId('pdf-page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View and buy this material' }));
    await heading('Material page');
  });

  it.each([404, 400])('%i: "Material not found." with a link to My Materials', async (status) => {
    signIn();
    stubApi({ [READER_API]: reply(status, { message: 'Not found.' }) });
    renderReader();
    await heading('Material not found.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Materials' })).toHaveAttribute(
      'href',
      '/my-materials',
    );
  });

  it.each(['abc', '0', '1.5', '-3', '07', '2147483648'])(
    'a malformed id (%s) is not found without asking the server',
    async (raw) => {
      signIn();
      const fetchMock = stubApi({});
      renderReader(`/reader/${raw}`);
      await heading('Material not found.');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('any other failure is retried once, then offers Try again', async () => {
    signIn();
    let calls = 0;
    const fetchMock = stubApi({
      [READER_API]: () => {
        calls += 1;
        return calls <= 2 ? reply(500, { message: 'Internal Server Error' }) : readingPack;
      },
    });
    const { user } = renderReader();
    await screen.findByRole('heading', { name: READER_TEXT.loadFailed }, { timeout: 3000 });
    expect(requestsTo(fetchMock, READER_API)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading(readingPack.title);
  });

  it('a file pdf.js cannot open says so and offers it as a download instead', async () => {
    signIn();
    fakePdf.fails = true;
    stubApi({ [READER_API]: readingPack });
    renderReader();
    await heading(READER_TEXT.fileFailed);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', readingPack.fileUrl);
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });
});
