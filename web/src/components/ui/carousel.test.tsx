import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutCarousels } from '@/test/carousel-layout';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from './carousel';

// A stand-in for embla that counts when its module is evaluated, so the tests see when the page
// would fetch it (issue 23 §5).
const embla = vi.hoisted(() => ({ modulesLoaded: 0, create: vi.fn(), scrollNext: vi.fn(), scrollPrev: vi.fn() }));
vi.mock('embla-carousel', () => {
  embla.modulesLoaded++;
  return {
    default: (...args: unknown[]) => {
      embla.create(...args);
      const api = {
        canScrollNext: () => true,
        canScrollPrev: () => true,
        scrollNext: embla.scrollNext,
        scrollPrev: embla.scrollPrev,
        on: () => api,
        off: () => api,
        destroy: () => {},
      };
      return api;
    },
  };
});

afterEach(() => {
  vi.clearAllMocks();
});

const SLIDES = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];

function Books() {
  return (
    <Carousel label="Checkpoint Books">
      <CarouselContent>
        {SLIDES.map((name) => (
          <CarouselItem key={name}>
            <a href={`#${name}`}>{name}</a>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls />
    </Carousel>
  );
}

const track = () => screen.getByRole('region', { name: 'Checkpoint Books' }).querySelector('div') as HTMLElement;
const arrow = (name: 'Previous slide' | 'Next slide') => screen.getByRole('button', { name });

// issue 23 §5: embla (8.7 kB) is fetched when a carousel is first used, not with the page. This test
// comes first in the file: it sees whether any import before it evaluated embla's module.
describe('Carousel before it is used', () => {
  it('loads no embla until the carousel is touched, then hands it the slides where they were scrolled to', async () => {
    layOutCarousels({ trackWidth: 600, slideWidth: 200, scrollLeft: 400 });
    render(<Books />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(embla.modulesLoaded).toBe(0);
    expect(embla.create).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Checkpoint Books' }));
    await vi.waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    expect(embla.modulesLoaded).toBe(1);
    // Scrolled 400 px with 200 px slides: the third slide is first in view, and embla starts there.
    expect(embla.create).toHaveBeenCalledWith(track(), { loop: true, align: 'start', startIndex: 2, direction: 'ltr' });
    expect(track().scrollLeft).toBe(0);
    expect(track()).toHaveClass('overflow-hidden');
    expect(track()).not.toHaveClass('overflow-x-auto');

    // Once embla has the slides it loops (HOME-04): both arrows work, and they move embla.
    expect(arrow('Previous slide')).toBeEnabled();
    fireEvent.click(arrow('Next slide'));
    expect(embla.scrollNext).toHaveBeenCalledWith(false);
  });

  it('the arrows scroll the track a page at a time, each disabled at its end', () => {
    const scrollBy = layOutCarousels({ trackWidth: 600, slideWidth: 200 });
    render(<Books />);
    expect(arrow('Previous slide')).toBeDisabled();
    expect(arrow('Next slide')).toBeEnabled();

    fireEvent.click(arrow('Next slide'));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    expect(arrow('Previous slide')).toBeEnabled();
    expect(arrow('Next slide')).toBeDisabled();

    fireEvent.click(arrow('Previous slide'));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600, behavior: 'smooth' });
    expect(arrow('Previous slide')).toBeDisabled();
    expect(embla.create).not.toHaveBeenCalled();
  });

  it('the arrow keys scroll the track too, at once for someone who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const scrollBy = layOutCarousels({ trackWidth: 600, slideWidth: 200 });
    render(<Books />);
    fireEvent.keyDown(screen.getByRole('link', { name: 'One' }), { key: 'ArrowRight' });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'auto' });
  });

  it('is sent by the server with its arrows, and hydrates to the same HTML', async () => {
    layOutCarousels({ trackWidth: 600, slideWidth: 200 });
    const html = renderToString(<Books />);
    expect(html).toContain('aria-label="Next slide"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Books />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(arrow('Next slide')).toBeEnabled();
    container.remove();
  });
});

describe('Carousel', () => {
  it('names itself and each slide for screen readers (HOME-04)', () => {
    render(
      <Carousel label="Checkpoint Books">
        <CarouselContent>
          {['One', 'Two', 'Three'].map((name) => (
            <CarouselItem key={name}>{name}</CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls />
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Checkpoint Books' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual(['One', 'Two', 'Three']);
  });

  it('gives each slide the spec widths: 1 on a phone, 2 medium, 3 large, 4 extra large (HOME-05)', () => {
    render(
      <Carousel label="Services">
        <CarouselContent>
          <CarouselItem>Only</CarouselItem>
        </CarouselContent>
      </Carousel>,
    );
    const slide = screen.getByRole('group');
    for (const width of ['basis-full', 'md:basis-1/2', 'lg:basis-1/3', 'xl:basis-1/4']) {
      expect(slide.className).toContain(width);
    }
  });
});
