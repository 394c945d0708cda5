import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchParams } from '@/lib/router';
import { renderBlog } from '../test/render-blog';
import { BlogPagination } from './blog-pagination';

const pageHref = (page: number) => (page > 1 ? `/list?page=${page}` : '/list');

/** A listing of 10 pages whose page is the address's `?page=`. */
function Listing() {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return <BlogPagination page={page} pageCount={10} pageHref={pageHref} />;
}

const renderAt = (entry: string) => renderBlog([{ path: '/list', element: <Listing /> }], entry);
const bar = () => screen.getByRole('navigation', { name: 'Pagination' });
/** What the bar reads, the way a sighted reader sees it ("…" is hidden from screen readers). */
const barText = () => [...bar().querySelectorAll('li')].map((item) => item.textContent).join(' ');

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('BlogPagination', () => {
  it.each([
    ['/list', '1 2 … 10'],
    ['/list?page=5', '1 … 4 5 6 … 10'],
    ['/list?page=10', '1 … 9 10'],
  ])('BL-03 at %s shows "%s"', (entry, expected) => {
    renderAt(entry);
    expect(barText()).toBe(expected);
  });

  it('BL-03 marks the current page and links every number to its ?page=', () => {
    renderAt('/list?page=5');
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/list');
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/list?page=6');
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', '/list?page=10');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?page=4');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=6');
  });

  it("has no 'Previous' link on the first page and no 'Next' link on the last", () => {
    const first = renderAt('/list');
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(within(bar()).getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    first.unmount();

    renderAt('/list?page=10');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('BL-04 Next, Previous and a number change the page and scroll smoothly to the top', async () => {
    const { user, router } = renderAt('/list?page=5');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=6');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(router.state.location.search).toBe('?page=5');
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('');
    expect(barText()).toBe('1 2 … 10');
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('BL-04 scrolls at once for someone who asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const { user } = renderAt('/list');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('the current page does not scroll', async () => {
    const { user } = renderAt('/list?page=5');
    await user.click(screen.getByRole('link', { name: 'Page 5' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('is not shown for a single page', () => {
    const { container } = renderBlog(
      [{ path: '/list', element: <BlogPagination page={1} pageCount={1} pageHref={pageHref} /> }],
      '/list',
    );
    expect(container).toBeEmptyDOMElement();
  });
});
