/**
 * The naming convention of the raster renditions written next to every public image (issue 12
 * §3): `covers/x.svg` has `covers/x-320w.webp`, `covers/x-320w.avif`, ... one per width and
 * format, and `covers/x-share.jpg` (1200x630, for og:image). The server writes them under these
 * names; the web app builds `srcset` from the same functions, so the two cannot drift apart.
 */

/** Widths of the renditions, in pixels: a 3:4 cover at 320 fills a phone card, 960 a retina detail. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Best first: a browser takes the first `<source>` type it can decode. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The share picture WhatsApp and Facebook preview (they ignore SVG): 1200x630, never cropped. */
export const SHARE_IMAGE = { width: 1200, height: 630, suffix: '-share.jpg' } as const;

/** A public image with renditions: a stored key or a `/files/` URL ending in one of these (WebP: an uploaded cover). */
const ORIGINAL = /\.(?:svg|png|jpe?g|webp)$/i;
/** `/files/{key}` on the site, or `{S3_PUBLIC_URL}/public/{key}` when a CDN serves the bucket (issue 28 §3). */
const PUBLIC_FILE = /(?:^|\/)(?:files|public)\//;

/** Whether `src` (a public file's URL, without query) is a public image with renditions beside it. */
export function hasRenditions(src: string): boolean {
  return PUBLIC_FILE.test(src) && ORIGINAL.test(src) && !isRendition(src);
}

/** A rendition's own name never gets renditions of its own. */
function isRendition(path: string): boolean {
  return /-\d+w\.(?:webp|avif)$/i.test(path) || path.endsWith(SHARE_IMAGE.suffix);
}

/** `a/cover.svg` → `a/cover-640w.webp`; works on a storage key and on a URL alike. */
export function renditionOf(original: string, width: number, format: ImageFormat): string {
  return original.replace(ORIGINAL, `-${width}w.${format}`);
}

/** `a/cover.svg` → `a/cover-share.jpg`. */
export function shareImageOf(original: string): string {
  return original.replace(ORIGINAL, SHARE_IMAGE.suffix);
}

/** The `srcset` of one format: every width, smallest first. */
export function srcSetOf(original: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((width) => `${renditionOf(original, width, format)} ${width}w`).join(', ');
}

/**
 * `sizes` of the picture that is a detail page's largest (its LCP). The web app renders the picture
 * with it, and the server names the same rendition in a `<link rel="preload">` of the page's HTML,
 * so the browser fetches the picture while the app's script is still loading.
 */
export const DETAIL_IMAGE_SIZES = {
  material: '(min-width: 480px) 448px, calc(100vw - 2rem)',
  book: '(min-width: 416px) 384px, calc(100vw - 2rem)',
  package: '(min-width: 1024px) 312px, calc(100vw - 4.5rem)',
  article: '(min-width: 1280px) 888px, (min-width: 1024px) calc(100vw - 24rem), calc(100vw - 2rem)',
} as const;
