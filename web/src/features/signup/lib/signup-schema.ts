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
import { MESSAGES } from './signup-steps';

/**
 * The sign-up form's step schemas, built on the contract's field rules so the form and the server
 * give the same words. This module and zod load on the first Next (signup-form.tsx, issue 23 §5).
 */

const oneOf = (options: readonly { value: string }[], message: string) =>
  z.string().refine((value) => options.some((option) => option.value === value), { error: message });

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

/** Each step's schema, in the order of SIGNUP_STEPS (lib/signup-steps.ts). */
export const STEP_SCHEMAS = [accountStepSchema, personalStepSchema, preferencesStepSchema] as const;

/** The fields each step's schema reads, to hold them together with SIGNUP_STEPS in a test. */
export const STEP_SCHEMA_FIELDS = [accountFields, personalStepSchema, preferencesStepSchema].map((step) =>
  Object.keys(step.shape),
);
