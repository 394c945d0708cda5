import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { LOCALE } from '@/lib/i18n';

type Translate = (message: string) => string;

/**
 * The contract's messages in the page's language (issue 26 §2): loaded with zod, and only by the
 * Arabic build (LOCALE is a constant, so the English build drops the import and its map).
 */
async function loadTranslate(): Promise<Translate | null> {
  if (LOCALE === 'en') return null;
  const { translateMessage } = await import('@the-gate/contract/locales/translate-message');
  return (message) => translateMessage(message, LOCALE);
}

/** Every `message` of a form's errors (nested fields and arrays too), translated. */
function translateErrors<Values extends FieldValues>(errors: FieldErrors<Values>, translate: Translate) {
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(visit);
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === 'message' && typeof value === 'string' ? translate(value) : key === 'ref' ? value : visit(value),
      ]),
    );
  };
  return visit(errors) as FieldErrors<Values>;
}

/**
 * A form's resolver that loads zod, its adapter and the form's schema on the first check, not with
 * the page: the forms check on submit (or on Next), so the page draws and takes typing without them
 * (issue 23 §5, about 25 kB gzip). `loadSchema` imports the contract's schema dynamically; what the
 * form draws before that (limits, choices, field names) comes from the contract's zod-free rules.
 * A failed load (the connection dropped) does not leave the button dead: the values go to the server,
 * which checks them with the same schema and answers with its message (or the form shows that it
 * could not be reached); the load is tried again on the next check. `raw` hands back the values as typed.
 * In Arabic, the schema's English messages are shown in Arabic.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options: { raw?: boolean } = {},
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = async (): Promise<Resolver<Input, unknown, Output>> => {
    const [{ zodResolver }, schema, translate] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
      loadTranslate(),
    ]);
    const zod = (options.raw
      ? zodResolver(schema, undefined, { raw: true })
      : zodResolver(schema)) as unknown as Resolver<Input, unknown, Output>;
    if (!translate) return zod;
    return async (values, context, resolverOptions) => {
      const result = await zod(values, context, resolverOptions);
      return { ...result, errors: translateErrors(result.errors, translate) } as typeof result;
    };
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
