import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutStaffRequest } from '@the-gate/contract/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { FormNotice } from '@/components/form/form-notice';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { useLeaveGuard } from '../admin-context';
import { putStaff, staffKey } from '../api/staff';
import { withArticle } from '../layout/nav-items';
import { RoleSelect } from './role-select';
import { staffErrorMessage } from './staff-errors';

/** The contract's schema, loaded with zod on the first Add (as the shop's forms do). */
const resolver = lazyZodResolver(async () => (await import('@the-gate/contract/staff')).putStaffRequestSchema);

/**
 * Adds a member of staff: an existing account's e-mail and a role (PUT /api/admin/staff, issue 24
 * §1). An unknown e-mail (404) is said under the e-mail, any other refusal above the button; what
 * was typed stays either way. Unsaved typing is not lost to a mistaken navigation (useLeaveGuard).
 */
export function AddStaffForm() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const add = useMutation({ mutationFn: putStaff });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PutStaffRequest>({ resolver, defaultValues: { email: '', role: 'editor' } });
  useLeaveGuard(isDirty);

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    setAdded(null);
    try {
      await add.mutateAsync(request);
      reset({ email: '', role: request.role });
      setAdded(`${request.email.trim()} is now ${withArticle(request.role)}.`);
      await queryClient.invalidateQueries({ queryKey: staffKey });
    } catch (error) {
      const message = staffErrorMessage(error);
      if (error instanceof ApiError && error.status === 404) setError('email', { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="add-staff-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="add-staff-heading" className="text-lg font-semibold">
        Add a member of staff
      </h2>
      <p className="text-sm text-slate-600">They need an account of the shop already; they sign in as they do now.</p>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          announceError
          {...register('email', { onChange: () => setFailure(null) })}
        />
        <FormField label="Role" error={errors.role?.message}>
          {(ids) => (
            <RoleSelect {...ids} invalid={Boolean(errors.role)} className="w-full sm:w-40" {...register('role')} />
          )}
        </FormField>
      </div>
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
      {added && (
        <FormNotice tone="success">
          <p>{added}</p>
        </FormNotice>
      )}
      <SubmitButton pending={add.isPending} pendingLabel="Adding..." size="default">
        Add
      </SubmitButton>
    </form>
  );
}
