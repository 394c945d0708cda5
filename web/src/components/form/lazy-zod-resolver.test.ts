import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

type Values = { email: string };
const schema = z.object({ email: z.string().email('Please enter a valid email address') });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

/** Issue 23 §5: a form's schema loads with zod on its first check, and a failed load never leaves the form stuck. */
describe('the lazy zod resolver', () => {
  it("checks with the schema's own messages once it has loaded, loading it once", async () => {
    const loadSchema = vi.fn(async () => schema);
    const resolve = lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();
    const wrong = await resolve({ email: 'nope' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('Please enter a valid email address');
    const right = await resolve({ email: 'sara@example.com' }, undefined, options);
    expect(right).toEqual({ values: { email: 'sara@example.com' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('lets the values through to the server when the schema cannot load, and tries again on the next check', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const resolve = lazyZodResolver(loadSchema);
    expect(await resolve({ email: 'nope' }, undefined, options)).toEqual({ values: { email: 'nope' }, errors: {} });
    const again = await resolve({ email: 'nope' }, undefined, options);
    expect(again.errors.email?.message).toBe('Please enter a valid email address');
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
