import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from './carousel';

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
