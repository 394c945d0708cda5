import { COMMUNICATION_PREFERENCES, REFERRAL_SOURCES, SERVICE_INTERESTS } from '@the-gate/contract/auth-rules';
import { useController, useFormContext } from 'react-hook-form';
import { describedBy, RequiredMark } from '@/components/form/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { Message } from '@/lib/i18n/message';
import { Link } from '@/lib/router';
import { labelled, t } from '../i18n';
import type { SignupFormValues } from '../lib/signup-steps';
import { CheckboxGroupField, errorId, FieldError, fieldId, RadioGroupField } from './form-fields';

const INTEREST_OPTIONS = labelled(SERVICE_INTERESTS, {
  teaching_materials: t('interestTeachingMaterials'),
  membership: t('interestMembership'),
  assessment: t('interestAssessment'),
  training: t('interestTraining'),
  consultancy: t('interestConsultancy'),
});
const REFERRAL_OPTIONS = labelled(REFERRAL_SOURCES, {
  social_media: t('referralSocialMedia'),
  internet_search: t('referralInternetSearch'),
  referral: t('referralFriend'),
  event: t('referralEvent'),
  school: t('referralSchool'),
});
const CONTACT_OPTIONS = labelled(COMMUNICATION_PREFERENCES, {
  email: t('contactEmail'),
  sms: t('contactSms'),
  app: t('contactApp'),
  whatsapp: t('contactWhatsapp'),
});

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
          {/* The legal pages open in a new tab, so reading them does not lose what was typed. */}
          <Message
            t={t}
            id="agreeTerms"
            components={{
              0: (
                <Link
                  to={paths.terms.href()}
                  target="_blank"
                  rel="noreferrer"
                  aria-describedby={NEW_TAB_NOTE_ID}
                  className={linkClass}
                />
              ),
              1: (
                <Link
                  to={paths.privacy.href()}
                  target="_blank"
                  rel="noreferrer"
                  aria-describedby={NEW_TAB_NOTE_ID}
                  className={linkClass}
                />
              ),
            }}
          />
          <RequiredMark />
        </label>
        <span id={NEW_TAB_NOTE_ID} hidden>
          {t('opensInNewTab')}
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
      <CheckboxGroupField name="interests" legend={t('interestsLegend')} options={INTEREST_OPTIONS} required />
      <RadioGroupField name="referralSource" legend={t('referralLegend')} options={REFERRAL_OPTIONS} />
      {/* Optional, so no star (REG-04, REG-38). */}
      <CheckboxGroupField name="communicationPreferences" legend={t('keepInTouchLegend')} options={CONTACT_OPTIONS} />
      <TermsField />
    </div>
  );
}
