import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, encodeBody, matchesIfNoneMatch, negotiateEncoding } from './content-encoding';

const BOTH = ['br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, when the browser accepts both equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', BOTH)).toBe('gzip');
    expect(negotiateEncoding('GZIP', BOTH)).toBe('gzip');
    expect(negotiateEncoding('x-gzip', BOTH)).toBe('gzip');
  });

  it('sends plain bytes without the header, with an empty one, or when nothing we have is accepted', () => {
    expect(negotiateEncoding(undefined, BOTH)).toBe('identity');
    expect(negotiateEncoding('', BOTH)).toBe('identity');
    expect(negotiateEncoding('deflate, zstd', BOTH)).toBe('identity');
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity');
  });

  it('follows the weights: the higher q wins, q=0 refuses, ties go to our order', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', BOTH)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.4, br;q=0.4', BOTH)).toBe('br');
    expect(negotiateEncoding('br ; q=0.9 , gzip;Q=1', BOTH)).toBe('gzip');
  });

  it('lets * weigh every coding the header does not name', () => {
    expect(negotiateEncoding('*', BOTH)).toBe('br');
    expect(negotiateEncoding('*, br;q=0', BOTH)).toBe('gzip');
    expect(negotiateEncoding('*, br;q=0, gzip;q=0', BOTH)).toBe('identity');
  });

  it('sends plain bytes when the browser rates identity above every coding, but not when identity is merely unrated', () => {
    expect(negotiateEncoding('identity, gzip;q=0.5', BOTH)).toBe('identity');
    expect(negotiateEncoding('gzip;q=0.5', BOTH)).toBe('gzip');
    expect(negotiateEncoding('identity;q=0.5, gzip;q=0.5', BOTH)).toBe('gzip');
  });

  it('ignores a member whose weight is malformed', () => {
    expect(negotiateEncoding('br;q=2, gzip', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=high, gzip;q=0.1', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5555', BOTH)).toBe('identity');
  });
});

describe('matchesIfNoneMatch', () => {
  it('matches the same tag, one of a list, a weak form of it, or *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc" ,"y"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, a tag of another coding, or no header', () => {
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('"abc"', '"abc-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

describe('encodeBody', () => {
  const json = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, title: `Material ${id}` }))));

  it('keeps brotli and gzip forms that decode to the same bytes, each smaller and with its own strong ETag', async () => {
    const encoded = await encodeBody(json);
    expect(encoded.identity.body).toBe(json);
    expect(zlib.brotliDecompressSync(encoded.br!.body).equals(json)).toBe(true);
    expect(zlib.gunzipSync(encoded.gzip!.body).equals(json)).toBe(true);
    expect(encoded.br!.body.length).toBeLessThan(json.length);
    expect(encoded.gzip!.body.length).toBeLessThan(json.length);
    const tags = [encoded.identity.etag, encoded.br!.etag, encoded.gzip!.etag];
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
  });

  it('gives the same bytes the same ETag and other bytes another', async () => {
    expect((await encodeBody(Buffer.from(json))).identity.etag).toBe((await encodeBody(json)).identity.etag);
    expect((await encodeBody(Buffer.from('[1]'))).identity.etag).not.toBe((await encodeBody(json)).identity.etag);
  });

  it('leaves a body under the threshold plain only', async () => {
    const small = await encodeBody(Buffer.alloc(COMPRESSION_THRESHOLD_BYTES - 1, 'a'));
    expect(small.br).toBeUndefined();
    expect(small.gzip).toBeUndefined();
    const large = await encodeBody(Buffer.alloc(COMPRESSION_THRESHOLD_BYTES, 'a'));
    expect(large.br).toBeDefined();
  });

  it('keeps no compressed form that is not smaller', async () => {
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    const encoded = await encodeBody(random);
    expect(encoded.gzip).toBeUndefined();
    expect(encoded.br).toBeUndefined();
  });
});
