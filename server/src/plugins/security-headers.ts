import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The web app's policy. No 'unsafe-inline' or 'unsafe-eval' for scripts: the pages carry their
 * state and JSON-LD as data (`application/json`, `application/ld+json`), which never runs, and the
 * reader's pdf.js is told not to compile fonts with `new Function` (pdf-document.tsx).
 */
const DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Inline styles are allowed: the server renders React's `style={{…}}` as `style="…"` attributes
  // (the progress bars), sonner writes its stylesheet into a <style> element when a toast first
  // shows, and Radix's dialogs and selects add <style> elements of their own. Styles cannot run
  // code; the scripts above stay strict.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // The API, and the reader's PDF, which pdf.js fetches from its worker (a file of our build).
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  // A material's preview is a PDF from /files shown in an <iframe> (material-detail.tsx).
  'frame-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  // Payment leaves by navigating to Paymob's page (checkout-view.tsx), which form-action does not
  // govern; the built-in sandbox's page sends a policy of its own (paymob-sandbox/html.ts).
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Features nothing here uses, so no page (or anything it embeds) can ask for them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Header name and value, lower-case names: the same for every answer, so worked out once. */
export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The security headers every answer carries (issue 13 §1), as helmet writes them, recorded once:
 * they do not depend on the request, and answers Fastify makes outside any hook (a malformed URL,
 * a malformed request; issue 22 §5) need them as a list. Running helmet itself on every request
 * would also cost: @fastify/helmet builds its settings again each time (about 35 µs, an 18% loss of
 * throughput on a bare route).
 */
export function securityHeaderList(publicUrl: string, filesUrl: string | null = null): SecurityHeaders {
  const https = new URL(publicUrl).protocol === 'https:';
  // Public files served from S3_PUBLIC_URL (issue 28 §3): its pictures, and the preview frame.
  const files = filesUrl ? [new URL(filesUrl).origin] : [];
  const directives = {
    ...DIRECTIVES,
    'img-src': [...DIRECTIVES['img-src'], ...files],
    'frame-src': [...DIRECTIVES['frame-src'], ...files],
  };
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // require-corp would refuse every picture not sent with CORP or CORS.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Our pictures and files are only used by our own pages: PUBLIC_URL is the address users reach.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only a site served over HTTPS may promise to stay on it. Not includeSubDomains: the other
    // hosts of the domain the site lives under are not ours to vouch for.
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  setHelmetHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Static settings make helmet finish at once; anything else would need it run per request again.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  return [...headers];
}

/** Sets `headers` on a response that has not started yet. */
export function setSecurityHeaders(response: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}

/**
 * Security headers on every response (issue 13 §1): the API, the pages, the build's assets,
 * /files, errors and 404s alike. They are set on the raw response before routing, so a route that
 * sends a header of its own replaces ours (Node keeps one value per name): /files keeps its
 * sandboxing policy (public-files.ts) and the Paymob sandbox's page its stricter one (html.ts).
 * The answers Fastify gives before any hook runs set them through `frameworkErrors` and
 * `clientErrorHandler` (error-handler.ts).
 */
export const securityHeaders = fp(async (app: FastifyInstance, { headers }: { headers: SecurityHeaders }) => {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply.raw, headers);
    // The preview <iframe> shows a /files PDF on our own pages.
    if (request.url.startsWith('/files/')) reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
    done();
  });
});
