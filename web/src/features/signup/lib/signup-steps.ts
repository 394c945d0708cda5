import { t } from '../i18n';

/**
 * The sign-up form's values, steps and messages, without zod: the form draws itself from these, and
 * lib/signup-schema.ts, which loads with zod on the first Next (issue 23 §5), checks each step with
 * the contract's field rules. signup-schema.test.ts holds the steps' fields and the schemas together.
 */

/**
 * What the sign-up form holds. Choices are kept as their string values ('male', 'social_media'),
 * never as codes, so the 0 codes are ordinary answers and cannot be mistaken for "empty"
 * (REG-32, REG-37); lib/to-register-request.ts turns them into codes. `confirmPassword` and
 * `agreeTerms` stay in the form and are never sent (REG-51).
 */
export type SignupFormValues = {
  userType: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  /** "YYYY-MM-DD" as picked, or '' (REG-45). */
  dateOfBirth: string;
  gender: string;
  mobileNumber: string;
  /** A name from data/countries.ts, or '' while none is picked. */
  country: string;
  interests: string[];
  referralSource: string;
  communicationPreferences: string[];
  agreeTerms: boolean;
};
export type SignupField = keyof SignupFormValues;

export const EMPTY_SIGNUP_FORM: SignupFormValues = {
  userType: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  mobileNumber: '',
  country: '',
  interests: [],
  referralSource: '',
  communicationPreferences: [],
  agreeTerms: false,
};

// Every message is A§5's or the contract's, so the form and the server use the same words.
export const MESSAGES = {
  userType: t('messageUserType'),
  confirmPassword: t('messageConfirmPassword'),
  passwordsDiffer: t('messagePasswordsDiffer'),
  gender: t('messageGender'),
  country: t('messageCountry'),
  interests: t('messageInterests'),
  referralSource: t('messageReferralSource'),
  agreeTerms: t('messageAgreeTerms'),
} as const;

/** Each step's title and fields, in the order they are shown and checked (A§5). */
export const SIGNUP_STEPS = [
  { title: t('stepAccount'), fields: ['userType', 'username', 'email', 'password', 'confirmPassword'] },
  {
    title: t('stepPersonal'),
    fields: ['firstName', 'lastName', 'dateOfBirth', 'gender', 'mobileNumber', 'country'],
  },
  { title: t('stepPreferences'), fields: ['interests', 'referralSource', 'communicationPreferences', 'agreeTerms'] },
] as const satisfies readonly { title: string; fields: readonly SignupField[] }[];
