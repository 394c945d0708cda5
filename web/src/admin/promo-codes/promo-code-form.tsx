import type { PatchPromoCodeRequest } from '@the-gate/contract/admin-promo-codes';
import { useId } from 'react';
import { TextField } from '@/components/form/text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { AdminForm } from '../components/admin-form';
import { type FormMode, modeResolvers } from '../lib/mode-resolvers';
import { type SaveOutcome, useAdminForm } from '../lib/use-admin-form';
import { type PromoFormValues, promoRequestOf } from './form-values';

/** The contract's schema for `mode`, loaded on the first save, over the request the values make. */
const resolvers = modeResolvers<PromoFormValues, PatchPromoCodeRequest>(promoRequestOf, async () => {
  const { createPromoCodeRequestSchema, patchPromoCodeRequestSchema } = await import(
    '@the-gate/contract/admin-promo-codes'
  );
  return { create: createPromoCodeRequestSchema, edit: patchPromoCodeRequestSchema };
});

type Props = {
  mode: FormMode;
  defaults: PromoFormValues;
  onSave: (request: PatchPromoCodeRequest, values: PromoFormValues) => Promise<SaveOutcome<PromoFormValues>>;
};

/**
 * A promo code's fields (issue 25 §4): the code, a percentage or an amount off, its window, limits
 * and minimum order; checked with the contract's schema before sending, a refusal said above the
 * button with what was typed kept. An existing code is (de)activated by its page's own button.
 */
export function PromoCodeForm({ mode, defaults, onSave }: Props) {
  const activeId = useId();
  const admin = useAdminForm<PromoFormValues, PatchPromoCodeRequest>({
    resolver: resolvers[mode],
    defaults,
    thing: 'promo code',
    onSave,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = admin.form;
  const percent = watch('kind') === 'percent';

  return (
    <AdminForm
      mode={mode}
      names={{ create: 'New promo code', edit: 'Promo code details' }}
      createLabel="Create promo code"
      state={admin}
    >
      <TextField
        label="Code"
        required
        autoCapitalize="characters"
        hint="3 to 32 letters, digits, - or _; buyers may type it in any case."
        error={errors.code?.message}
        {...register('code')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Discount</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="percent" {...register('kind')} />
            Percentage off
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="fixed" {...register('kind')} />
            Fixed amount off (EGP)
          </label>
        </div>
        {percent ? (
          <TextField
            key="percent"
            label="Percentage off"
            required
            inputMode="numeric"
            hint="1 to 100."
            error={errors.percentOff?.message}
            {...register('percentOff')}
          />
        ) : (
          <TextField
            key="fixed"
            label="Amount off (EGP)"
            required
            inputMode="decimal"
            error={errors.amountOffCents?.message}
            {...register('amountOffCents')}
          />
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts"
          optional
          type="datetime-local"
          hint="Empty: from now."
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          label="Ends"
          optional
          type="datetime-local"
          hint="Empty: no end."
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
        <TextField
          label="Usage limit"
          optional
          inputMode="numeric"
          hint="Uses by everyone; empty: unlimited."
          error={errors.usageLimit?.message}
          {...register('usageLimit')}
        />
        <TextField
          label="Limit per customer"
          optional
          inputMode="numeric"
          hint="Uses by one account; empty: unlimited."
          error={errors.perCustomerLimit?.message}
          {...register('perCustomerLimit')}
        />
        <TextField
          label="Minimum order (EGP)"
          optional
          inputMode="decimal"
          hint="The cart's total before the discount; empty: none."
          error={errors.minimumOrderCents?.message}
          {...register('minimumOrderCents')}
        />
        <TextField
          label="Description"
          optional
          hint="For staff: what the code is for."
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      {mode === 'create' && (
        <div className="flex items-center gap-2">
          <Checkbox id={activeId} {...register('active')} />
          <label htmlFor={activeId} className="text-sm font-medium text-slate-800">
            Active: buyers can use it within its dates
          </label>
        </div>
      )}
    </AdminForm>
  );
}
