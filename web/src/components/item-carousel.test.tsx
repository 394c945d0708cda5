import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookOpen } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutCarousels } from '@/test/carousel-layout';
import { MemoryRouter } from '@/test/memory-router';
import { CarouselSection, ItemCarousel } from './item-carousel';

// embla is stood in for, and each carousel is laid out (carousel-layout.ts): what is tested is our
// wiring, the arrows and the keys, on the scroll track and then on embla once it has loaded.
const embla = vi.hoisted(() => ({ scrollable: true, scrollPrev: vi.fn(), scrollNext: vi.fn(), create: vi.fn() }));
vi.mock('embla-carousel', () => ({
  default: (...args: unknown[]) => {
    embla.create(...args);
    const api = {
      canScrollNext: () => embla.scrollable,
      canScrollPrev: () => embla.scrollable,
      scrollPrev: embla.scrollPrev,
      scrollNext: embla.scrollNext,
      on: () => api,
      off: () => api,
      destroy: () => {},
    };
    return api;
  },
}));

afterEach(() => {
  embla.scrollable = true;
  vi.clearAllMocks();
});

const BOOKS = [
  { id: 1, title: 'Grammar Handbook' },
  { id: 2, title: 'Nile Anthology' },
];

function renderCarousel() {
  render(
    <>
      <ItemCarousel label="Checkpoint Books" items={BOOKS}>
        {(book) => <a href={`/digital-books/${book.id}`}>{book.title}</a>}
      </ItemCarousel>
      <button type="button">Outside</button>
    </>,
  );
  return userEvent.setup();
}

// The storefront kit's one carousel (issue 23 §3, HOME-04).
describe('ItemCarousel', () => {
  it('is a named carousel with one slide per item, in order', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Checkpoint Books' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((slide) => slide.textContent),
    ).toEqual(['Grammar Handbook', 'Nile Anthology']);
  });

  // issue 23 §5: the first press scrolls the track while embla loads; the next ones move embla.
  it('Previous and Next move it one way each, before and after embla has loaded', async () => {
    const scrollBy = layOutCarousels({ trackWidth: 300, slideWidth: 300 });
    const user = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });

    await vi.waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('the arrow keys move it while focus is inside, and only then', async () => {
    layOutCarousels({ trackWidth: 300, slideWidth: 300 });
    const user = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.keyboard('{ArrowRight}');
    expect(embla.scrollNext).not.toHaveBeenCalled();

    screen.getByRole('link', { name: 'Grammar Handbook' }).focus();
    await vi.waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    await user.keyboard('{ArrowRight}');
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}');
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('shows no arrows when every slide already fits, on the track and on embla', async () => {
    layOutCarousels({ trackWidth: 1200, slideWidth: 300 });
    embla.scrollable = false;
    const user = renderCarousel();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).not.toBeInTheDocument();

    await user.hover(screen.getByRole('region', { name: 'Checkpoint Books' }));
    await vi.waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});

function Books({ answer, hideWhenEmpty }: { answer: () => Promise<typeof BOOKS>; hideWhenEmpty?: boolean }) {
  const query = useQuery({ queryKey: ['books'], queryFn: answer, retry: false });
  return (
    <CarouselSection
      title="Checkpoint Books"
      icon={BookOpen}
      link={{ to: '/digital-books', label: 'View All Books' }}
      query={query}
      hideWhenEmpty={hideWhenEmpty}
      loadingLabel="Loading Checkpoint Books"
      slideClassName="h-72"
      errorTitle="Failed to load books"
      emptyText="No books found"
    >
      {(book) => <span>{book.title}</span>}
    </CarouselSection>
  );
}

function renderSection(answer: () => Promise<typeof BOOKS>, hideWhenEmpty?: boolean) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Books answer={answer} hideWhenEmpty={hideWhenEmpty} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CarouselSection', () => {
  it('shows its heading and link, placeholders while loading, then the slides', async () => {
    renderSection(async () => BOOKS);
    expect(screen.getByRole('heading', { level: 2, name: 'Checkpoint Books' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Checkpoint Books' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Checkpoint Books' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View All Books' })).toHaveAttribute('href', '/digital-books');
  });

  it('says when there is nothing, and gives a failed call a way to try again', async () => {
    const { unmount } = renderSection(async () => []);
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    unmount();

    const answer = vi.fn().mockRejectedValueOnce(new Error('Network down')).mockResolvedValueOnce(BOOKS);
    renderSection(answer);
    expect(await screen.findByRole('heading', { name: 'Failed to load books' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Checkpoint Books' })).toBeInTheDocument();
  });

  it('as a home-page block, shows no heading until there is something, and nothing at all without it (HOME-02)', async () => {
    const { container, unmount } = renderSection(async () => [], true);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Checkpoint Books' })).toBeInTheDocument();
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();

    renderSection(async () => BOOKS, true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Checkpoint Books' })).toBeInTheDocument();
  });
});
