import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutCarousels } from '@/test/carousel-layout';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from './carousel';

const embla = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('embla-carousel', () => ({
  default: (...args: unknown[]) => {
    embla.create(...args);
    const api = {
      canScrollNext: () => true,
      canScrollPrev: () => true,
      scrollNext: () => {},
      scrollPrev: () => {},
      on: () => api,
      off: () => api,
      destroy: () => {},
    };
    return api;
  },
}));

afterEach(() => {
  vi.clearAllMocks();
});

function Books() {
  return (
    <Carousel label="Books">
      <CarouselContent>
        {['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name) => (
          <CarouselItem key={name}>
            <a href={`#${name}`}>{name}</a>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls />
    </Carousel>
  );
}

/** The previous and next buttons, in that order (their names are the catalogue's). */
const arrows = () => {
  const [previous, next] = screen.getAllByRole('button');
  return { previous: previous!, next: next! };
};

describe('the carousel right to left (issue 26 §3)', () => {
  it('moves on leftwards, each arrow disabled at its end', () => {
    const scrollBy = layOutCarousels({ trackWidth: 600, slideWidth: 200, direction: 'rtl' });
    render(<Books />);
    expect(arrows().previous).toBeDisabled();
    fireEvent.click(arrows().next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600, behavior: 'smooth' });
    expect(arrows().previous).toBeEnabled();
    expect(arrows().next).toBeDisabled();
    fireEvent.click(arrows().previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
  });

  it('goes on with the left arrow key and back with the right one', () => {
    const scrollBy = layOutCarousels({ trackWidth: 600, slideWidth: 200, direction: 'rtl' });
    render(<Books />);
    fireEvent.keyDown(screen.getByRole('link', { name: 'One' }), { key: 'ArrowLeft' });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600, behavior: 'smooth' });
    fireEvent.keyDown(screen.getByRole('link', { name: 'One' }), { key: 'ArrowRight' });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
  });

  it('tells embla the direction, and hands it the slide scrolled to', async () => {
    layOutCarousels({ trackWidth: 600, slideWidth: 200, scrollLeft: -400, direction: 'rtl' });
    render(<Books />);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Books' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(embla.create).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ direction: 'rtl', startIndex: 2 }),
    );
  });
});
