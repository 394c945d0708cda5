import type { CustomerDetailsInput } from '@the-gate/contract/payments';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailField } from '@/components/form/email-field';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { t } from '../i18n';

/** The fields the form shows; the country is not one of them (always EG, CO-03). */
export type CustomerFormValues = Required<Omit<CustomerDetailsInput, 'country'>>;

type Props = {
  /**
   * A field registered on the form with its message: checked on submit only, editing it clears its
   * own error and no other (A§5, CO-24).
   */
  field: (name: keyof CustomerFormValues) => UseFormRegisterReturn & { error: string | undefined };
};

const legend = 'mb-3 text-base font-semibold text-slate-900';

/** 'Personal Information' and 'Address Information' (A§2 "Checkout form", CO-01..CO-03). */
export function CustomerFields({ field }: Props) {
  return (
    <>
      <fieldset className="min-w-0 space-y-4">
        <legend className={legend}>{t('personalInformation')}</legend>
        <TextField label={t('fullName')} autoComplete="name" {...field('name')} />
        <EmailField label={t('emailAddress')} {...field('email')} />
        <PhoneField label={t('phoneNumber')} placeholder="+20 100 123 4567" {...field('phone')} />
      </fieldset>
      <fieldset className="min-w-0 space-y-4">
        <legend className={legend}>{t('addressInformation')}</legend>
        <TextField label={t('streetAddress')} autoComplete="street-address" {...field('street1')} />
        <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
      </fieldset>
    </>
  );
}
