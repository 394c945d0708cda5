import { USER_TYPES } from '@the-gate/contract/auth-rules';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { labelled, t } from '../i18n';
import { fieldId, RadioGroupField, SignupTextField } from './form-fields';

export const PASSWORD_HINT = t('passwordHint');

const USER_TYPE_OPTIONS = labelled(USER_TYPES, {
  teacher: t('userTypeTeacher'),
  hod: t('userTypeHod'),
  student: t('userTypeStudent'),
  parent: t('userTypeParent'),
  academic_director: t('userTypeAcademicDirector'),
  school_principal: t('userTypeSchoolPrincipal'),
});

/** Step 1, Account Information (A§2, REG-07..REG-16). */
export function AccountStep() {
  const [showPasswords, setShowPasswords] = useState(false);
  const passwordType = showPasswords ? 'text' : 'password';
  return (
    <div className="grid gap-5">
      <RadioGroupField name="userType" legend={t('userType')} options={USER_TYPE_OPTIONS} />
      <SignupTextField name="username" label={t('username')} required autoComplete="username" autoCapitalize="none" />
      <SignupTextField name="email" label={t('emailAddress')} type="email" required autoComplete="email" />
      <SignupTextField
        name="password"
        label={t('password')}
        type={passwordType}
        required
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <SignupTextField
        name="confirmPassword"
        label={t('confirmPassword')}
        type={passwordType}
        required
        autoComplete="new-password"
      />
      {/*
        One toggle for both fields (A§2, REG-10). Its name stays "Show passwords" and aria-pressed
        carries the state: a toggle whose label also flipped would be announced as "Hide passwords,
        pressed", which reads as the opposite of what is on screen.
      */}
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="-mt-2 -ms-3"
          aria-pressed={showPasswords}
          aria-controls={`${fieldId('password')} ${fieldId('confirmPassword')}`}
          onClick={() => setShowPasswords((shown) => !shown)}
        >
          {showPasswords ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {t('showPasswords')}
        </Button>
      </div>
    </div>
  );
}
