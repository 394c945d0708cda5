import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Responses the server encodes once and keeps (the response cache, the app shell): brotli and gzip
 * made up front, so a later request only picks bytes (issue 12 §1). Dynamic responses are left to
 * @fastify/compress (plugins/compression.ts), with the same threshold.
 */

export type ContentCoding = 'br' | 'gzip';
export type Coding = ContentCoding | 'identity';

/** Below this a compressed body saves too little to be worth it; @fastify/compress uses it too. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Made once per entry, but again after every catalogue write, so the cost still counts. For the
 * 130 kB catalogue brotli 5 takes 3 ms and is 8 % smaller than brotli 4; 9 takes 40 ms and 11 takes
 * 350 ms for another 3 % and 15 %. Gzip 6 is within 1 % of gzip 9.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** One representation of a response: its bytes, its strong ETag and its content coding. */
export type Representation = { body: Buffer; etag: string; encoding: Coding };

/** The identity bytes and, when it is worth it, their brotli and gzip forms. */
export type EncodedBody = { identity: Representation } & Partial<Record<ContentCoding, Representation>>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Each coding gets its own strong ETag (RFC 9110 §8.8.3: a strong validator differs between
 * representations whose bytes differ, and a content coding changes the bytes), so a cache that
 * holds both forms never mistakes one for the other.
 */
export async function encodeBody(body: Buffer): Promise<EncodedBody> {
  const hash = createHash('sha1').update(body).digest('base64url');
  const encoded: EncodedBody = { identity: { body, etag: `"${hash}"`, encoding: 'identity' } };
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return encoded;
  // The zlib thread pool does the work, so a large entry does not stall other requests meanwhile.
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: GZIP_LEVEL }),
  ]);
  if (br.length < body.length) encoded.br = { body: br, etag: `"${hash}-br"`, encoding: 'br' };
  if (gz.length < body.length) encoded.gzip = { body: gz, etag: `"${hash}-gz"`, encoding: 'gzip' };
  return encoded;
}

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The weights an Accept-Encoding header gives each coding; a member with a malformed weight is ignored. */
function weights(header: string): Map<string, number> {
  const weight = new Map<string, number>();
  for (const member of header.split(',')) {
    const [name = '', ...params] = member.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'q') q = QVALUE.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(q)) continue;
    // RFC 9110 §8.4.1.3: x-gzip is gzip.
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    weight.set(key, Math.max(weight.get(key) ?? 0, q));
  }
  return weight;
}

/**
 * The coding to answer with, by Accept-Encoding (RFC 9110 §12.5.3): the highest weight wins, ties
 * go to our order (br, gzip, identity), `*` weighs every coding not named, and identity competes
 * only when the header rates it (`identity` or `*`), since unrated it is merely "acceptable". No
 * header, or nothing acceptable among what we have, is identity: we would rather send plain
 * bytes than a 406.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[]): Coding {
  if (header === undefined) return 'identity';
  const weight = weights(header);
  const wildcard = weight.get('*');
  const identity = weight.get('identity') ?? wildcard;
  const candidates: [Coding, number][] = available.map((coding) => [coding, weight.get(coding) ?? wildcard ?? 0]);
  if (identity !== undefined) candidates.push(['identity', identity]);
  let best: [Coding, number] = ['identity', 0];
  for (const candidate of candidates) if (candidate[1] > best[1]) best = candidate;
  return best[0];
}

/** If-None-Match with weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag equal to ours. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Adds accept-encoding to Vary, keeping what another part of the app put there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const listed = Array.isArray(current) ? current.join(',') : String(current ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(listed)) return;
  reply.header('vary', listed.trim() ? `${listed}, accept-encoding` : 'accept-encoding');
}

/**
 * Answers with the representation the request accepts, with its ETag and `vary: accept-encoding`;
 * a 304 when the request already holds it (only for a 200, RFC 9110 §13.2.1). The status is the caller's.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody, type: string) {
  const available = (['br', 'gzip'] as const).filter((coding) => encoded[coding]);
  const accept = request.headers['accept-encoding'];
  const chosen = encoded[negotiateEncoding(accept, available)] ?? encoded.identity;
  varyOnAcceptEncoding(reply);
  if (reply.statusCode === 200) {
    reply.header('etag', chosen.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
  }
  if (chosen.encoding !== 'identity') {
    // @fastify/compress leaves a response that already has a Content-Encoding alone.
    reply.header('content-encoding', chosen.encoding);
  } else if (accept !== undefined) {
    // @fastify/compress reads Accept-Encoding its own way (it takes `*` for gzip even next to
    // `gzip;q=0`); the bytes we chose to send plain must stay plain, or they would carry the ETag
    // of the plain form. Its documented opt-out is this request header.
    request.headers['x-no-compression'] = 'negotiated';
  }
  return reply.type(type).send(chosen.body);
}
