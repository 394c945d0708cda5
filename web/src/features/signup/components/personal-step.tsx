import { GENDERS } from '@the-gate/contract/auth-rules';
import { useController, useFormContext } from 'react-hook-form';
import { describedBy, fieldLabelClass, RequiredMark } from '@/components/form/form-field';
import { labelled, t } from '../i18n';
import type { SignupFormValues } from '../lib/signup-steps';
import { CountryCombobox } from './country-combobox';
import { DateOfBirthPicker } from './date-of-birth-picker';
import { errorId, FieldError, fieldId, RadioGroupField, SignupTextField } from './form-fields';

const GENDER_OPTIONS = labelled(GENDERS, {
  male: t('genderMale'),
  female: t('genderFemale'),
  other: t('genderOther'),
});

function DateOfBirthField() {
  const { trigger } = useFormContext<SignupFormValues>();
  const { field, fieldState } = useController<SignupFormValues, 'dateOfBirth'>({ name: 'dateOfBirth' });
  const labelId = `${fieldId('dateOfBirth')}-label`;
  const error = fieldState.error?.message;
  return (
    <div>
      <label id={labelId} htmlFor={fieldId('dateOfBirth')} className={fieldLabelClass}>
        {t('dateOfBirth')}
        <RequiredMark announce />
      </label>
      <DateOfBirthPicker
        id={fieldId('dateOfBirth')}
        labelId={labelId}
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          // A complete date is judged at once: 31 February or too young is said straight away.
          if (value) void trigger('dateOfBirth');
        }}
        buttonRef={field.ref}
        invalid={Boolean(error)}
        describedBy={describedBy(error && errorId('dateOfBirth'))}
      />
      <FieldError name="dateOfBirth" message={error} />
    </div>
  );
}

function CountryField() {
  const { field, fieldState } = useController<SignupFormValues, 'country'>({ name: 'country' });
  const error = fieldState.error?.message;
  return (
    <div>
      <label htmlFor={fieldId('country')} className={fieldLabelClass}>
        {t('country')}
        <RequiredMark />
      </label>
      <CountryCombobox
        id={fieldId('country')}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        required
        invalid={Boolean(error)}
        describedBy={describedBy(error && errorId('country'))}
      />
      <FieldError name="country" message={error} />
    </div>
  );
}

/** Step 2, Personal Information, in A§5's order (REG-19, REG-20). */
export function PersonalStep() {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SignupTextField name="firstName" label={t('firstName')} required autoComplete="given-name" />
        <SignupTextField name="lastName" label={t('lastName')} required autoComplete="family-name" />
      </div>
      <DateOfBirthField />
      {/* AMB-08 / REG-31: we offer Other as well as Male and Female; the payload has a code for it (2). */}
      <RadioGroupField name="gender" legend={t('gender')} options={GENDER_OPTIONS} />
      <SignupTextField
        name="mobileNumber"
        label={t('mobileNumber')}
        type="tel"
        required
        autoComplete="tel"
        placeholder="+20 100 123 4567"
      />
      <CountryField />
    </div>
  );
}
