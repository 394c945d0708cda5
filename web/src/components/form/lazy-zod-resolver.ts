import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver that loads zod, its adapter and the form's schema on the first check, not with
 * the page: the forms check on submit (or on Next), so the page draws and takes typing without them
 * (issue 23 §5, about 25 kB gzip). `loadSchema` imports the contract's schema dynamically; what the
 * form draws before that (limits, choices, field names) comes from the contract's zod-free rules.
 * A failed load (the connection dropped) does not leave the button dead: the values go to the server,
 * which checks them with the same schema and answers with its message (or the form shows that it
 * could not be reached); the load is tried again on the next check. `raw` hands back the values as typed.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options: { raw?: boolean } = {},
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    const resolver = options.raw ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema);
    return resolver as unknown as Resolver<Input, unknown, Output>;
  };
  return async (values, context, resolverOptions) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    try {
      return await (await loading)(values, context, resolverOptions);
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
  };
}
