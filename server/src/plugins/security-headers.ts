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

/**
 * Security headers on every response (issue 13 §1): the API, the pages, the build's assets,
 * /files, errors and 404s alike. They are set on the raw response before routing, so a route that
 * sends a header of its own replaces ours (Node keeps one value per name): /files keeps its
 * sandboxing policy (public-files.ts) and the Paymob sandbox's page its stricter one (html.ts).
 */
export const securityHeaders = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const https = new URL(publicUrl).protocol === 'https:';
  // helmet itself, built once: @fastify/helmet builds its settings again on every request (about
  // 35 µs, an 18% loss of throughput on a bare route).
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
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
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, (error?: unknown) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      // The preview <iframe> shows a /files PDF on our own pages.
      if (request.url.startsWith('/files/')) reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
      done(error instanceof Error ? error : undefined);
    });
  });
});
