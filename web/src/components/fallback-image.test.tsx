import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE, FallbackImage, IMAGE_SIZES } from './fallback-image';

const COVER = 'http://gate.test/files/materials/y5-inference-sheet-1/cover.svg';
const base = (src: string | null) => ({
  src,
  alt: 'Inference Sheet',
  width: 480,
  height: 640,
  sizes: IMAGE_SIZES.card,
});

const sourcesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('FallbackImage', () => {
  it('offers a public file as AVIF, then WebP, at 320, 640 and 960 px for the sizes the layout gives', () => {
    const { container } = render(<FallbackImage {...base(COVER)} />);
    const rendition = (width: number, format: string) =>
      `http://gate.test/files/materials/y5-inference-sheet-1/cover-${width}w.${format} ${width}w`;
    expect(sourcesOf(container)).toEqual(
      ['avif', 'webp'].map((format) => ({
        type: `image/${format}`,
        srcset: [320, 640, 960].map((width) => rendition(width, format)).join(', '),
        sizes: IMAGE_SIZES.card,
      })),
    );
    // Browsers without either format, and the accessible name, use the original.
    expect(screen.getByRole('img', { name: 'Inference Sheet' })).toHaveAttribute('src', COVER);
    expect(container.firstElementChild?.tagName).toBe('PICTURE');
  });

  it('shows any other picture as it is, without renditions that do not exist', () => {
    const { container } = render(<FallbackImage {...base('https://cdn.example.com/cover.jpg')} />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('IMG');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/cover.jpg');
  });

  it('reserves its box with its width and height, and loads lazily unless told otherwise', () => {
    render(<FallbackImage {...base(COVER)} className="aspect-[3/4] w-full object-contain" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '640');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveClass('aspect-[3/4]', 'object-contain');
  });

  it("loads the page's largest picture at once and ahead of the others when it has priority", () => {
    render(<FallbackImage {...base(COVER)} priority />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('GLB-13 shows the default image in the same element when the picture fails, without its sources', () => {
    const { container } = render(<FallbackImage {...base(COVER)} />);
    const image = screen.getByRole('img');
    fireEvent.error(image);
    expect(screen.getByRole('img')).toBe(image);
    expect(image).toHaveAttribute('src', DEFAULT_IMAGE);
    expect(container.querySelector('source')).toBeNull();
  });

  it('shows the original when a rendition fails to load, and the default image if the original fails too', () => {
    const { container } = render(<FallbackImage {...base(COVER)} />);
    const image = screen.getByRole<HTMLImageElement>('img');
    Object.defineProperty(image, 'currentSrc', { configurable: true, value: COVER.replace('.svg', '-640w.avif') });
    fireEvent.error(image);
    expect(container.querySelector('source')).toBeNull();
    expect(image).toHaveAttribute('src', COVER);
    Object.defineProperty(image, 'currentSrc', { configurable: true, value: COVER });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_IMAGE);
  });

  it('GLB-13 shows the default image when there is no picture at all, and a new picture once given one', () => {
    const { rerender } = render(<FallbackImage {...base(null)} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_IMAGE);
    rerender(<FallbackImage {...base(COVER)} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', COVER);
  });
});
