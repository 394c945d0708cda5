import { describe, expect, it } from 'vitest';
import { resetPasswordRequestSchema } from './auth';
import { resetTokenError } from './auth-rules';

const schemaSays = (token: string | null) => {
  const result = resetPasswordRequestSchema.shape.token.safeParse(token);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

// Issue 23 §5: the reset page checks its token without zod; it must say what the schema says.
describe('resetTokenError', () => {
  it.each([
    ['missing', null],
    ['empty', ''],
    ['too short', 'a'.repeat(19)],
    ['shortest', 'a'.repeat(20)],
    ['longest', 'a'.repeat(200)],
    ['too long', 'a'.repeat(201)],
    ['a control character', `${'a'.repeat(24)}\u0000`],
    ['a short one with a control character', '\u0007'],
  ])('gives the schema’s words for a token that is %s', (_case, token) => {
    expect(resetTokenError(token)).toBe(schemaSays(token));
  });
});
