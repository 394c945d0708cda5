import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('produces a response once and serves the same bytes afterwards', async () => {
    const cache = new ResponseCache();
    let calls = 0;
    const produce = async () => ({ call: ++calls });
    const first = await cache.get('/a', produce);
    const second = await cache.get('/a', produce);
    expect(calls).toBe(1);
    expect(second).toBe(first);
    expect(JSON.parse(first.identity.body.toString())).toEqual({ call: 1 });
    expect(first.identity.etag).toMatch(/^".+"$/);
  });

  it('shares one in-flight computation between concurrent requests', async () => {
    const cache = new ResponseCache();
    let calls = 0;
    const produce = () => new Promise((resolve) => setTimeout(() => resolve({ call: ++calls }), 10));
    await Promise.all([cache.get('/a', produce), cache.get('/a', produce), cache.get('/a', produce)]);
    expect(calls).toBe(1);
  });

  it('keeps a large response in brotli and gzip too, made once even for concurrent requests', async () => {
    const cache = new ResponseCache();
    const list = Array.from({ length: 100 }, (_, id) => ({ id, title: `Material ${id}` }));
    const produce = () => new Promise((resolve) => setTimeout(() => resolve(list), 10));
    const [first, ...others] = await Promise.all([1, 2, 3].map(() => cache.get('/list', produce)));
    for (const other of others) expect(other).toBe(first);
    expect(JSON.parse(zlib.brotliDecompressSync(first!.br!.body).toString())).toEqual(list);
    expect(JSON.parse(zlib.gunzipSync(first!.gzip!.body).toString())).toEqual(list);
    const hit = await cache.get('/list', produce);
    expect(hit.br!.body).toBe(first!.br!.body);
  });

  it('recomputes after an invalidation', async () => {
    const cache = new ResponseCache();
    let version = 1;
    await cache.get('/a', async () => ({ version }));
    version = 2;
    cache.invalidate();
    const body = await cache.get('/a', async () => ({ version }));
    expect(JSON.parse(body.identity.body.toString())).toEqual({ version: 2 });
  });

  it('does not keep a response computed across an invalidation', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.get('/a', () => new Promise((resolve) => (release = () => resolve({ stale: true }))));
    cache.invalidate();
    release();
    expect(JSON.parse((await slow).identity.body.toString())).toEqual({ stale: true });
    const fresh = await cache.get('/a', async () => ({ stale: false }));
    expect(JSON.parse(fresh.identity.body.toString())).toEqual({ stale: false });
  });

  it('keeps nothing while disabled', async () => {
    const cache = new ResponseCache();
    cache.setEnabled(false);
    let calls = 0;
    await cache.get('/a', async () => ++calls);
    await cache.get('/a', async () => ++calls);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not cache a failure', async () => {
    const cache = new ResponseCache();
    await expect(cache.get('/a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const body = await cache.get('/a', async () => 'ok');
    expect(body.identity.body.toString()).toBe('"ok"');
  });

  it('holds at most maxEntries responses, dropping the oldest', async () => {
    const cache = new ResponseCache(2);
    for (const key of ['/a', '/b', '/c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let recomputed = false;
    await cache.get('/a', async () => {
      recomputed = true;
      return '/a';
    });
    expect(recomputed).toBe(true);
  });

  describe('keep (a value derived from public data)', () => {
    it('computes once, shares it, and computes again after an invalidation', async () => {
      const cache = new ResponseCache();
      let calls = 0;
      const produce = async () => ++calls;
      expect(await Promise.all([cache.keep('options', produce), cache.keep('options', produce)])).toEqual([1, 1]);
      expect(await cache.keep('options', produce)).toBe(1);
      cache.invalidate();
      expect(await cache.keep('options', produce)).toBe(2);
    });

    it('keeps neither a failure nor anything while disabled', async () => {
      const cache = new ResponseCache();
      await expect(cache.keep('options', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await cache.keep('options', async () => 'ok')).toBe('ok');
      cache.setEnabled(false);
      let calls = 0;
      await cache.keep('other', async () => ++calls);
      await cache.keep('other', async () => ++calls);
      expect(calls).toBe(2);
    });
  });

  it('invalidateWithin drops the cache once after the delay, however often it is asked', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache();
      let calls = 0;
      const produce = async () => ++calls;
      await cache.get('/a', produce);
      for (let i = 0; i < 50; i++) cache.invalidateWithin(1000);
      vi.advanceTimersByTime(999);
      await cache.get('/a', produce);
      expect(calls).toBe(1);
      vi.advanceTimersByTime(1);
      await cache.get('/a', produce);
      expect(calls).toBe(2);
      vi.advanceTimersByTime(5000);
      await cache.get('/a', produce);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
