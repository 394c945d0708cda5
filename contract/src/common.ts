import { z } from 'zod';

/** The one error body outside /api/auth and /api/payments (backend contract §1.4). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

const MAX_INT = 2_147_483_647;

/** A path or query id: a positive whole number that fits a PostgreSQL integer. */
export function idString(label: string) {
  const message = `The ${label} must be a positive whole number.`;
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .pipe(z.int().max(MAX_INT, { error: message }));
}

/** `true` or `false` in a query string, nothing else. */
export function booleanString(name: string) {
  return z
    .enum(['true', 'false'], { error: `The ${name} parameter must be true or false.` })
    .transform((value) => value === 'true');
}

/** Query strings: an unknown parameter is a clear 400, not silently ignored. */
export function strictQuery<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}.` : undefined,
  });
}

export function idParams(label: string) {
  return z.strictObject({ id: idString(label) });
}

export const searchString = z.string().max(200, { error: 'The search text must be at most 200 characters long.' });

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});
export type Health = z.infer<typeof healthSchema>;
