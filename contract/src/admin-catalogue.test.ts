import { describe, expect, it } from 'vitest';
import { patchMaterialRequestSchema } from './admin-catalogue';

describe('the back office price (issue 24 §2)', () => {
  it.each([19.99, 0.29, 4.35, 1.1, 150, 0])(
    'accepts %d pounds, at most two decimals despite floating point',
    (price) => {
      expect(patchMaterialRequestSchema.safeParse({ price }).success).toBe(true);
    },
  );

  it.each([19.995, 0.001, -1, 1_000_001])('refuses %d', (price) => {
    expect(patchMaterialRequestSchema.safeParse({ price }).success).toBe(false);
  });
});
