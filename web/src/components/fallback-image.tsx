import { DETAIL_IMAGE_SIZES, hasRenditions, IMAGE_FORMATS, srcSetOf } from '@the-gate/contract/images';
import { type ComponentProps, type SyntheticEvent, useState } from 'react';

export const DEFAULT_IMAGE = '/images/default-material.svg';

/** `sizes` of the usual places (the CSS width the image takes), so the browser picks a rendition. */
export const IMAGE_SIZES = {
  /** A card in a grid or carousel: one column on a phone, two on a tablet, three or four wide. */
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  /** The picture beside a detail page's text (at most max-w-md, 448 px). */
  detail: DETAIL_IMAGE_SIZES.material,
  /** A 64 px thumbnail in a list. */
  thumbnail: '64px',
  /** A 32 px avatar. */
  avatar: '32px',
} as const;

type FallbackImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'
> & {
  src: string | null | undefined;
  alt: string;
  /**
   * The picture's own size in pixels (its ratio is what counts): the browser reserves the box
   * before the file arrives, so nothing below it moves (issue 12 §3, CLS).
   */
  width: number;
  height: number;
  /** How wide the picture is shown, per breakpoint (see IMAGE_SIZES). */
  sizes: string;
  /** The largest picture of the page, its LCP: loads at once and first. Everything else is lazy. */
  priority?: boolean;
};

/** What failed to load for which `src`: its renditions (then the original is tried) or the original. */
type Failure = { src: string; failed: 'renditions' | 'original' };

/**
 * Every picture of the app. A public file (`/files/...`) comes as AVIF or WebP at the width the
 * layout needs (issue 12 §3); if a rendition is missing, the original is shown instead; a picture
 * that fails to load is replaced by the default image (A§8, GLB-13), the same element showing it.
 */
export function FallbackImage({ src, alt, width, height, sizes, priority = false, ...props }: FallbackImageProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const failed = failure?.src === src ? failure?.failed : undefined;
  const usable = src && failed !== 'original' ? src : null;
  const responsive = !!src && hasRenditions(src);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!src) return;
    const shown = event.currentTarget.currentSrc;
    const renditionFailed = responsive && !failed && !!shown && shown !== src;
    setFailure({ src, failed: renditionFailed ? 'renditions' : 'original' });
  };
  const image = (
    <img
      // Before `src`: a browser reading `src` first may start the download before it is lazy.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      src={usable ?? DEFAULT_IMAGE}
      alt={alt}
      width={width}
      height={height}
      onError={onError}
      {...props}
    />
  );
  if (!responsive) return image;
  // Kept after a failure, without its sources, so the same <img> shows the original or the default.
  // `contents`: the <img> stays the box its parent lays out (grid, flex, aspect classes).
  return (
    <picture className="contents">
      {usable &&
        !failed &&
        IMAGE_FORMATS.map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSetOf(usable, format)} sizes={sizes} />
        ))}
      {image}
    </picture>
  );
}
