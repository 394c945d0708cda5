import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESSION_THRESHOLD_BYTES, varyOnAcceptEncoding } from '../lib/content-encoding';

/**
 * Text only: JSON, HTML, XML (the sitemap, SVG), CSS, JavaScript, plain text. PDFs, zips, images
 * and fonts are compressed already and are left alone, and so is `application/octet-stream`, which
 * @fastify/compress would otherwise compress. (Types this does not match fall back to mime-db's
 * `compressible` flag, which is false for all of those.)
 */
const TEXT_TYPES = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|^application\/(?:javascript|ecmascript)(?:;|$)/;

/**
 * Brotli or gzip for every text response made per request (issue 12 §1): the signed-in reads,
 * errors, the sitemap, SVGs from /files. Brotli at quality 4, @fastify/compress's default, takes
 * 1.4 ms for the 130 kB catalogue; 5 takes twice that for 8 % less, which is paid on every request
 * here. Responses that already carry a Content-Encoding (the response cache, the app shell, the
 * precompressed web build) pass through untouched.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip', 'identity'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: TEXT_TYPES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    // Nobody sends us compressed request bodies; decoding them would only open a way around bodyLimit.
    globalDecompression: false,
  });

  // @fastify/compress says Vary only when it encodes; the plain answer to a request that did not
  // ask must say it too, or a shared cache would hand those bytes to every browser. Runs before
  // @fastify/compress's own hook, which is the route's.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && TEXT_TYPES.test(type) && !reply.hasHeader('content-encoding')) {
      const size =
        typeof payload === 'string' ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : 0;
      const streamed = payload !== null && typeof payload === 'object' && !Buffer.isBuffer(payload);
      if (streamed || size >= COMPRESSION_THRESHOLD_BYTES) varyOnAcceptEncoding(reply);
    }
    done(null, payload);
  });
});
