import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';

/** An edit form makes a new item or changes one; each has the contract's schema of its request. */
export type FormMode = 'create' | 'edit';

/**
 * A kind's form resolvers (issue 24 §6): the contract's create and patch schemas, loaded with zod on
 * the first save (lazyZodResolver), over the request the values make (`requestOf`), so the form's
 * errors are the server's rules, word for word. `loadSchemas` imports the contract module itself, so
 * each kind's schemas stay in its own chunk.
 */
export function modeResolvers<V extends FieldValues, R extends FieldValues>(
  requestOf: (values: never) => unknown,
  loadSchemas: () => Promise<{ create: z.ZodType; edit: z.ZodType }>,
): Record<FormMode, Resolver<V, unknown, R>> {
  const resolver = (mode: FormMode) =>
    lazyZodResolver<V, R>(async () => {
      const [{ z }, schemas] = await Promise.all([import('zod'), loadSchemas()]);
      return z.preprocess(requestOf as (value: unknown) => unknown, schemas[mode]) as never;
    });
  return { create: resolver('create'), edit: resolver('edit') };
}
