import {
  dateOfBirthField,
  emailField,
  firstNameField,
  lastNameField,
  mobileNumberField,
  passwordField,
  usernameField,
} from '@the-gate/contract/auth';
import { GENDERS, REFERRAL_SOURCES, USER_TYPES } from '@the-gate/contract/auth-rules';
import { z } from 'zod';
import { COUNTRIES } from '../data/countries';

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

const oneOf = (options: readonly { value: string }[], message: string) =>
  z.string().refine((value) => options.some((option) => option.value === value), { error: message });

// Every message is A§5's or the contract's, so the form and the server use the same words.
export const MESSAGES = {
  userType: 'Please select a user type',
  confirmPassword: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  gender: 'Please select your gender',
  country: 'Please select your country',
  interests: 'Please select at least one service that interests you',
  referralSource: 'Please tell us how you heard about us',
  agreeTerms: 'You must agree to the Terms of Service and Privacy Policy',
} as const;

/**
 * Step 1, in A§5's order: user type, username, email, password, confirmation, match (REG-11..16).
 * The password uses the contract's `passwordField`, so the number-and-special-character hint is
 * enforced here as well as on the server. Our reading of AMB-21 / REG-17: `abcdefgh` is refused
 * with "Password must include a number and a special character."; the length message comes first.
 */
const accountFields = z.object({
  userType: oneOf(USER_TYPES, MESSAGES.userType),
  username: usernameField,
  email: emailField,
  password: passwordField,
  confirmPassword: z.string().min(1, { error: MESSAGES.confirmPassword }),
});

/**
 * The match is its own schema beside the fields: zod skips an object's refinements once a field
 * has failed (an empty username does), and a mismatch must still show with the other messages.
 * An empty confirmation is left to "Please confirm your password".
 */
const passwordsMatch = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === '' || values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDiffer,
  });

export const accountStepSchema = z.intersection(accountFields, passwordsMatch);

/** Step 2, in A§5's order: first name, last name, date of birth, gender, mobile number, country (REG-20). */
export const personalStepSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  // The contract's rule: a real calendar date (AMB-44), at least 13 years before today in Cairo (REG-30).
  dateOfBirth: dateOfBirthField,
  gender: oneOf(GENDERS, MESSAGES.gender),
  mobileNumber: mobileNumberField,
  country: z.string().refine((value) => COUNTRIES.includes(value), { error: MESSAGES.country }),
});

/** Step 3: interests, referral source, then consent (REG-34, REG-36, REG-40). Communication is optional. */
export const preferencesStepSchema = z.object({
  interests: z.array(z.string()).min(1, { error: MESSAGES.interests }),
  referralSource: oneOf(REFERRAL_SOURCES, MESSAGES.referralSource),
  communicationPreferences: z.array(z.string()),
  agreeTerms: z.literal(true, { error: MESSAGES.agreeTerms }),
});

const fieldsOf = (shape: object) => Object.keys(shape) as SignupField[];

/** Each step's title, schema and fields, in the order they are shown and checked. */
export const SIGNUP_STEPS = [
  { title: 'Account Information', schema: accountStepSchema, fields: fieldsOf(accountFields.shape) },
  { title: 'Personal Information', schema: personalStepSchema, fields: fieldsOf(personalStepSchema.shape) },
  { title: 'Preferences', schema: preferencesStepSchema, fields: fieldsOf(preferencesStepSchema.shape) },
] as const;
