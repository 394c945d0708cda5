import { type EncodedBody, encodeBody } from './content-encoding';

/** Keeps what `produce` gives under `key` until the public data changes (ResponseCache.keep). */
export type Remember = <T>(key: string, produce: () => Promise<T>) => Promise<T>;

/**
 * Serialised public read responses, per process. Correctness over hit rate: `invalidate()` is
 * called on every change notification from the database (and while the listener is down the
 * cache is bypassed), and a response computed across an invalidation is returned but not kept,
 * so a change is never served stale once its notification has arrived.
 *
 * An entry holds its JSON already compressed (brotli and gzip, made once while the entry is
 * produced, so concurrent misses share that work too): a hit costs no CPU whatever the browser
 * accepts (issue 12 §1).
 */
export class ResponseCache {
  private readonly entries = new Map<string, EncodedBody>();
  private readonly pending = new Map<string, Promise<EncodedBody>>();
  private readonly values = new Map<string, Promise<unknown>>();
  private generation = 0;
  private enabled = true;
  private pendingInvalidation: NodeJS.Timeout | undefined;

  constructor(private readonly maxEntries = 1000) {}

  /** `encode` turns what `produce` made into the response's bytes: JSON unless told otherwise. */
  async get<T>(
    key: string,
    produce: () => Promise<T>,
    encode: (value: T) => Promise<EncodedBody> = serialise,
  ): Promise<EncodedBody> {
    if (!this.enabled) return encode(await produce());
    const hit = this.entries.get(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const startedIn = this.generation;
    const work = produce()
      .then(encode)
      .then((entry) => {
        if (this.enabled && startedIn === this.generation) this.remember(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === work) this.pending.delete(key);
      });
    this.pending.set(key, work);
    return work;
  }

  /**
   * A value derived from public data that is not a response (e.g. the search's filter options),
   * kept and dropped with the responses: until the next change notification.
   */
  keep<T>(key: string, produce: () => Promise<T>): Promise<T> {
    if (!this.enabled) return produce();
    const kept = this.values.get(key);
    if (kept) return kept as Promise<T>;
    const work = produce();
    this.values.set(key, work);
    work.catch(() => {
      if (this.values.get(key) === work) this.values.delete(key);
    });
    return work;
  }

  /**
   * Invalidates `delayMs` from now unless that is already planned: many small changes (download
   * counts) drop the cache at most once per delay instead of on every one.
   */
  invalidateWithin(delayMs: number): void {
    if (this.pendingInvalidation) return;
    this.pendingInvalidation = setTimeout(() => this.invalidate(), delayMs);
    this.pendingInvalidation.unref();
  }

  invalidate(): void {
    clearTimeout(this.pendingInvalidation);
    this.pendingInvalidation = undefined;
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.values.clear();
  }

  /** While change notifications cannot be trusted, serve every request from the database. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(key: string, entry: EncodedBody) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

function serialise(value: unknown): Promise<EncodedBody> {
  return encodeBody(Buffer.from(JSON.stringify(value)));
}
