import { COMMUNICATION_PREFERENCES, REFERRAL_SOURCES, SERVICE_INTERESTS } from '@the-gate/contract/auth-rules';
import { useController, useFormContext } from 'react-hook-form';
import { describedBy, RequiredMark } from '@/components/form/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import type { SignupFormValues } from '../lib/signup-steps';
import { CheckboxGroupField, errorId, FieldError, fieldId, RadioGroupField } from './form-fields';

const NEW_TAB_NOTE_ID = 'signup-new-tab-note';
const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The consent box. The submit button stays disabled until it is ticked (REG-39), so the
 * message (REG-40) is shown when the box is unticked again; our reading of AMB-45.
 */
function TermsField() {
  const { trigger } = useFormContext<SignupFormValues>();
  const { field, fieldState } = useController<SignupFormValues, 'agreeTerms'>({ name: 'agreeTerms' });
  const error = fieldState.error?.message;
  return (
    <div>
      <div className="flex items-start gap-3">
        <Checkbox
          ref={field.ref}
          id={fieldId('agreeTerms')}
          className="mt-0.5"
          required
          checked={field.value}
          onCheckedChange={(checked) => {
            field.onChange(checked === true);
            if (checked !== true) void trigger('agreeTerms');
          }}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId('agreeTerms'))}
        />
        <label htmlFor={fieldId('agreeTerms')} className="text-sm text-slate-800">
          {/* The legal pages open in a new tab, so reading them does not lose what was typed. */}I agree to the{' '}
          <Link
            to={paths.terms.href()}
            target="_blank"
            rel="noreferrer"
            aria-describedby={NEW_TAB_NOTE_ID}
            className={linkClass}
          >
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            to={paths.privacy.href()}
            target="_blank"
            rel="noreferrer"
            aria-describedby={NEW_TAB_NOTE_ID}
            className={linkClass}
          >
            Privacy Policy
          </Link>
          <RequiredMark />
        </label>
        <span id={NEW_TAB_NOTE_ID} hidden>
          Opens in a new tab
        </span>
      </div>
      <FieldError name="agreeTerms" message={error} />
    </div>
  );
}

/** Step 3, Preferences and consent (REG-33..REG-40). */
export function PreferencesStep() {
  return (
    <div className="grid gap-6">
      <CheckboxGroupField name="interests" legend="Which services interest you?" options={SERVICE_INTERESTS} required />
      <RadioGroupField name="referralSource" legend="How did you hear about us?" options={REFERRAL_SOURCES} />
      {/* Optional, so no star (REG-04, REG-38). */}
      <CheckboxGroupField
        name="communicationPreferences"
        legend="How would you like us to keep in touch? (optional)"
        options={COMMUNICATION_PREFERENCES}
      />
      <TermsField />
    </div>
  );
}
