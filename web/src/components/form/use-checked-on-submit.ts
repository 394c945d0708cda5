import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

/**
 * A form checked by its contract schema on submit only, each field clearing its own message as it
 * is edited and no other (A§5, CO-08, CO-24): the checkout, contact and consultation forms.
 * `field(name)` registers a field that way and gives its message, ready to spread on a kit field.
 * `loadSchema` imports the schema, which loads with zod on the first submit (issue 23 §5).
 */
export function useCheckedOnSubmitForm<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  defaultValues: DefaultValues<Input>,
) {
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<Input, unknown, Output>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  const { register, clearErrors, getFieldState, formState } = form;
  const field = (name: Path<Input>) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: getFieldState(name, formState).error?.message,
  });
  return { ...form, field };
}
