import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { useLeaveGuard } from '../admin-context';
import { saveErrorMessage } from './admin-errors';

/** What saving did: the values saved (the form shows them), or where to go next (a new item's page). */
export type SaveOutcome<V> = { values: V } | { goTo: string };

type Options<V extends FieldValues, R> = {
  /** The contract's schema over the request the values make (lazyZodResolver). */
  resolver: Resolver<V, unknown, R>;
  /** What was loaded; a new object (saved elsewhere on the page) updates the untouched fields. */
  defaults: V;
  /** What is saved, for the messages ("material", "exam"). */
  thing: string;
  onSave: (request: R, values: V) => Promise<SaveOutcome<V>>;
};

/**
 * An edit form of the back office (issue 24 §6), the same for every kind: checked by the contract
 * before sending; a refusal (400, 403, 409) is said, focused, and what was typed stays; unsaved
 * changes are guarded (useLeaveGuard); a save elsewhere on the page keeps what is being typed.
 */
export function useAdminForm<V extends FieldValues, R>({ resolver, defaults, thing, onSave }: Options<V, R>) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useForm<V, unknown, R>({ resolver, defaultValues: defaults as DefaultValues<V> });
  const {
    reset,
    handleSubmit,
    getValues,
    formState: { isDirty },
  } = form;
  const release = useLeaveGuard(isDirty);

  // Saved elsewhere on the page (a file, the status): the untouched fields follow, typing stays.
  const shown = useRef(defaults);
  useEffect(() => {
    if (shown.current === defaults) return;
    shown.current = defaults;
    reset(defaults, { keepDirtyValues: true });
  }, [defaults, reset]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      const outcome = await onSave(request, getValues());
      if ('goTo' in outcome) {
        release();
        navigate(outcome.goTo);
        return;
      }
      shown.current = outcome.values;
      reset(outcome.values);
    } catch (error) {
      setFailure(saveErrorMessage(error, thing));
    }
  });

  return { form, onSubmit, failure, failureRef, undo: () => reset(shown.current) };
}
