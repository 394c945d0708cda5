import { describe, expect, it } from 'vitest';
import { hasRenditions, renditionOf, shareImageOf, srcSetOf } from './images';

const cover = 'http://localhost:3000/files/materials/y5-inference-sheet-1/cover.svg';

describe('the rendition names', () => {
  it('put the width and format in place of the extension, for a key and a URL alike', () => {
    expect(renditionOf('materials/a/cover.svg', 640, 'webp')).toBe('materials/a/cover-640w.webp');
    expect(renditionOf(cover, 320, 'avif')).toBe(
      'http://localhost:3000/files/materials/y5-inference-sheet-1/cover-320w.avif',
    );
    expect(renditionOf('photos/Hall.JPG', 960, 'avif')).toBe('photos/Hall-960w.avif');
    expect(shareImageOf('packages/year-5-pro.svg')).toBe('packages/year-5-pro-share.jpg');
  });

  it('list every width, smallest first, in a srcset', () => {
    expect(srcSetOf('/files/a.png', 'webp')).toBe(
      '/files/a-320w.webp 320w, /files/a-640w.webp 640w, /files/a-960w.webp 960w',
    );
  });

  it('exist only for public files that are pictures, not for other addresses or for renditions', () => {
    expect(hasRenditions(cover)).toBe(true);
    expect(hasRenditions('/files/blog/covers/small_post.svg')).toBe(true);
    expect(hasRenditions('/images/default-material.svg')).toBe(false);
    expect(hasRenditions('https://cdn.example.com/cover.jpg')).toBe(false);
    expect(hasRenditions('/files/materials/a/preview.pdf')).toBe(false);
    expect(hasRenditions('/files/materials/a/cover-640w.webp')).toBe(false);
    expect(hasRenditions('/files/materials/a/cover-share.jpg')).toBe(false);
    expect(hasRenditions('/files/materials/a/cover.svg?v=2')).toBe(false);
    // Issue 24 §3: a cover uploaded as WebP has renditions too, and keeps its own name apart from theirs.
    expect(hasRenditions('/files/materials/7/cover-0a1b2c3d4e5f6789.webp')).toBe(true);
    // Issue 28 §3: public files read from S3_PUBLIC_URL, the bucket's public/ folder behind a CDN.
    expect(hasRenditions('https://cdn.thegate.example/public/materials/7/cover.png')).toBe(true);
    expect(hasRenditions('https://cdn.thegate.example/public/materials/7/cover-640w.webp')).toBe(false);
    expect(renditionOf('materials/7/cover-0a1b.webp', 320, 'webp')).toBe('materials/7/cover-0a1b-320w.webp');
  });
});
