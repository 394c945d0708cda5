import type { RegisterRequest } from '@the-gate/contract/auth';
import {
  bitMask,
  COMMUNICATION_PREFERENCES,
  GENDERS,
  REFERRAL_SOURCES,
  roleCode,
  SERVICE_INTERESTS,
} from '@the-gate/contract/auth-rules';
import { normalizePhone } from '@the-gate/contract/phone';
import type { SignupFormValues } from './signup-steps';

/** A choice the validated form always holds; -1 would make the server refuse it rather than guess. */
const codeOf = (options: readonly { value: string; code: number }[], value: string) =>
  options.find((option) => option.value === value)?.code ?? -1;

/**
 * The registration payload: exactly the 15 keys of A§3 (REG-42). `confirmPassword`, `agreeTerms`
 * and anything else the form holds are not sent (REG-51).
 */
export function toRegisterRequest(values: SignupFormValues): RegisterRequest {
  const mobileNumber = values.mobileNumber.trim();
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    // Anything but the six user types gives 0 (REG-43); the server refuses 0.
    role: roleCode(values.userType),
    // Always 0; what it means is not shown (REG-44, AMB-46).
    title: 0,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    // The date as picked, written as UTC midnight from its own text: no Date object, so no
    // time-zone shift to the day before in Egypt (REG-45, AMB-44).
    dateOfBirth: `${values.dateOfBirth}T00:00:00.000Z`,
    gender: codeOf(GENDERS, values.gender),
    // The number the server will store: a local Egyptian mobile becomes +20 (contract phone rule).
    mobileNumber: normalizePhone(mobileNumber) ?? mobileNumber,
    // The English name from the list (AMB-46: a name, not an ISO code).
    country: values.country,
    // The form has no department field (AMB-46): always the empty string.
    department: '',
    serviceInterests: bitMask(SERVICE_INTERESTS, values.interests),
    referralSource: codeOf(REFERRAL_SOURCES, values.referralSource),
    // Optional: 0 when none is ticked (REG-49).
    communicationPreferences: bitMask(COMMUNICATION_PREFERENCES, values.communicationPreferences),
  };
}
