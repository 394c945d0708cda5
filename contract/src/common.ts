import { z } from 'zod';
import { isSafeText, isSingleLine, UNSAFE_TEXT_MESSAGE } from './text-rules';

// Kept here too, where the server and the tests have always found them.
export { isSafeText, isSingleLine, UNSAFE_TEXT_MESSAGE };

/** The one error body outside /api/auth and /api/payments (backend contract §1.4). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The largest value of a PostgreSQL integer: an id above it is a 400, never a database error. */
export const MAX_INT = 2_147_483_647;

/**
 * Every text input starts here instead of `z.string()`: the unsafe-text check runs first and
 * stops the field, so a NUL is a 400 with one clear message before any handler work. A number
 * written as text passes its own message (`unsafeMessage`): "must be a positive whole number"
 * tells the sender more than "control characters" does.
 */
export function safeText(params?: Parameters<typeof z.string>[0], unsafeMessage = UNSAFE_TEXT_MESSAGE) {
  return z.string(params).refine(isSafeText, { error: unsafeMessage, abort: true });
}

/**
 * The check for a field that is one line by nature (a name, a school, a phone, a subject, a city):
 * a line break there could forge extra "Field: value" lines in the staff mail, so it is a 400 with
 * the field's name. Chain it after `.trim()`, so a pasted trailing newline is simply dropped.
 */
export function oneLine(label: string) {
  return [isSingleLine, { error: `${label} must be on one line.`, abort: true }] as const;
}

/** A path or query id: a positive whole number that fits a PostgreSQL integer. */
export function idString(label: string) {
  const message = `The ${label} must be a positive whole number.`;
  return safeText({ error: message }, message)
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

export const searchString = safeText().max(200, { error: 'The search text must be at most 200 characters long.' });

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});
export type Health = z.infer<typeof healthSchema>;

/** A page number or page size in a query string: a whole number from 1 to `max` (at most 99,999). */
export function pageNumber(name: string, max: number) {
  const message = `The ${name} must be a whole number from 1 to ${max}.`;
  return safeText({ error: message }, message)
    .regex(/^[1-9]\d{0,4}$/, { error: message })
    .transform(Number)
    .pipe(z.int().max(max, { error: message }));
}

/** An id in a JSON body: a positive whole number that fits a PostgreSQL integer. */
export function idNumber(message: string) {
  return z.int({ error: message }).positive({ error: message }).max(MAX_INT, { error: message });
}
