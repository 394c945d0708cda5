import sanitizeHtml from 'sanitize-html';

/**
 * Stored HTML is rendered raw by the web app (contract §5.1.7), so it is cleaned on every write:
 * formatting, lists, tables, links and images survive; scripts, styles, event handlers and
 * javascript: URLs do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other page.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const TEXT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * For a field the web shows as text, not HTML (a teacher course's description): any markup is
 * removed with the contents of scripts and styles, and the words are kept as typed ("Reading &
 * Writing", not "Reading &amp; Writing"); the web escapes it when it renders it.
 */
export function stripStoredHtml(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => TEXT_ENTITIES[entity]!).trim();
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The server's one escaper, for text placed into markup it writes: e-mails, the page meta tags, the
 * Paymob sandbox's pages, the sitemap and the SVG placeholders. It writes all five characters that
 * can end a text or a quoted attribute as entities, which HTML and XML read alike (`&#39;` rather
 * than `&apos;`, which HTML 4 and some mail clients do not know).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
