import { hasRenditions, srcSetOf } from '@the-gate/contract/images';
import { LOCALE_TAGS, LOCALES, localisedPath } from '@the-gate/contract/locales';
import { scriptJson } from '@the-gate/contract/script-json';
import { escapeHtml } from '../../lib/html';

/** What a shared link shows: the page's title, description, picture and canonical address (issue 11 §4). */
export type PageMeta = {
  title: string;
  description: string;
  /** The canonical address of the page, absolute. */
  url: string;
  /** The share picture, absolute: it leaves the site (the app's own file URLs are root-relative, issue 23 §7). */
  image: string | null;
  type: 'website' | 'product' | 'article';
  /** schema.org data for search engines (a Product with its EGP price, or an Article). */
  jsonLd?: Record<string, unknown>;
  /** The page's largest picture as the app shows it, preloaded from the HTML (issue 12 §3). */
  lcpImage?: { src: string; sizes: string } | null;
};

/**
 * A preload of the picture's AVIF rendition at the width the app's `<source>` will pick (same
 * `srcset`, same `sizes`), so the download starts with the HTML instead of after the app's script,
 * route and data. A browser without AVIF skips it (`type`) and loads the WebP as before.
 */
function imagePreload(image: PageMeta['lcpImage']): string[] {
  if (!image || !hasRenditions(image.src)) return [];
  const srcset = escapeHtml(srcSetOf(image.src, 'avif'));
  return [
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
  ];
}

/** Plain text of stored HTML, whitespace folded, cut at a word near `max` characters. */
export function summaryOf(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What every page's HTML says of it: its tab title, its description, and whether search engines may list it. */
export type PageHead = { title: string; description?: string; private?: boolean };

/**
 * The app shell with the page's own title (issue 23 §7) and description in place of the shell's,
 * and `noindex` on a private page. Every value is escaped.
 */
export function injectHead(shell: string, head: PageHead): string {
  const withTitle = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  const withDescription = head.description
    ? withTitle.replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
      )
    : withTitle;
  return head.private
    ? withDescription.replace('</head>', () => `    <meta name="robots" content="noindex" />\n  </head>`)
    : withDescription;
}

/**
 * The app shell with this page's tags: its <title> and description replace the shell's, and the
 * canonical link, Open Graph, Twitter and JSON-LD tags go before </head>. Every value is escaped.
 */
export function injectMeta(shell: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="The Gate" />`,
    `<meta property="og:type" content="${meta.type === 'article' ? 'article' : meta.type === 'product' ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
    ...imagePreload(meta.lcpImage),
  ].join('\n    ');
  return injectHead(shell, { title: meta.title, description: meta.description }).replace(
    '</head>',
    () => `    ${tags}\n  </head>`,
  );
}

/**
 * Links from a page to its twin in each language, and English as the default for any other
 * (issue 26 §1): `<link rel="alternate" hreflang="ar" href="…/ar/materials">`. `pagePath` is the
 * page's path without its language; every value is escaped.
 */
export function injectAlternates(shell: string, publicUrl: string, pagePath: string): string {
  const links = [
    ...LOCALES.map((locale) => [LOCALE_TAGS[locale], localisedPath(pagePath, locale)] as const),
    ['x-default', pagePath] as const,
  ].map(([tag, href]) => `<link rel="alternate" hreflang="${tag}" href="${escapeHtml(`${publicUrl}${href}`)}" />`);
  return shell.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}
