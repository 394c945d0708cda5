import type { CustomerDetailsInput } from '@the-gate/contract/payments';
import type { FieldErrors, UseFormClearErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from './text-field';

/** The fields the form shows; the country is not one of them (always EG, CO-03). */
export type CustomerFormValues = Required<Omit<CustomerDetailsInput, 'country'>>;

type Props = {
  register: UseFormRegister<CustomerFormValues>;
  clearErrors: UseFormClearErrors<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
};

const legend = 'mb-3 text-base font-semibold text-slate-900';

/** 'Personal Information' and 'Address Information' (A§2 "Checkout form", CO-01..CO-03). */
export function CustomerFields({ register, clearErrors, errors }: Props) {
  // Checked on submit only; editing a field clears that field's error and no other (A§5, CO-24).
  const field = (name: keyof CustomerFormValues) => register(name, { onChange: () => clearErrors(name) });

  return (
    <>
      <fieldset className="min-w-0 space-y-4">
        <legend className={legend}>Personal Information</legend>
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...field('name')} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="+20 100 123 4567"
          error={errors.phone?.message}
          {...field('phone')}
        />
      </fieldset>
      <fieldset className="min-w-0 space-y-4">
        <legend className={legend}>Address Information</legend>
        <TextField
          label="Street Address"
          autoComplete="street-address"
          error={errors.street1?.message}
          {...field('street1')}
        />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
      </fieldset>
    </>
  );
}
