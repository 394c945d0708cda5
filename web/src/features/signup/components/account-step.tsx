import { USER_TYPES } from '@the-gate/contract/auth-rules';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldId, RadioGroupField, SignupTextField } from './form-fields';

export const PASSWORD_HINT = 'At least 8 characters, including a number and a special character.';

/** Step 1, Account Information (A§2, REG-07..REG-16). */
export function AccountStep() {
  const [showPasswords, setShowPasswords] = useState(false);
  const passwordType = showPasswords ? 'text' : 'password';
  return (
    <div className="grid gap-5">
      <RadioGroupField name="userType" legend="User type" options={USER_TYPES} />
      <SignupTextField name="username" label="Username" required autoComplete="username" autoCapitalize="none" />
      <SignupTextField name="email" label="Email address" type="email" required autoComplete="email" />
      <SignupTextField
        name="password"
        label="Password"
        type={passwordType}
        required
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <SignupTextField
        name="confirmPassword"
        label="Confirm password"
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
          Show passwords
        </Button>
      </div>
    </div>
  );
}
