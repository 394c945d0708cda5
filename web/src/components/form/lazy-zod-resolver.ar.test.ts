import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from './lazy-zod-resolver';

type Values = { email: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('the form checks in Arabic (issue 26 §2)', () => {
  it('shows the contract schema’s messages in Arabic, and keeps a message it does not know as it is', async () => {
    const resolve = lazyZodResolver<Values>(async () => {
      const { z } = await import('zod');
      const { emailField } = await import('@the-gate/contract/auth');
      return z.object({ email: emailField, password: z.string().min(99, { error: 'Something only this test says' }) });
    });
    const { errors } = await resolve({ email: 'nope', password: 'short' }, undefined, options);
    expect(errors.email?.message).toBe('يُرجى إدخال بريد إلكتروني صحيح');
    expect(errors.password?.message).toBe('Something only this test says');
  });
});
