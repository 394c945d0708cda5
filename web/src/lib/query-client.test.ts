import { describe, expect, it } from 'vitest';
import { createQueryClient, DATA_FRESH_MS } from './query-client';

describe('the data cache', () => {
  it('GLB-04 retries a failed request exactly once', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(1);
  });

  it('GLB-05 treats data as fresh for 5 minutes', () => {
    expect(DATA_FRESH_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
});
