import { z } from 'zod';
import {
  cairoToday,
  EARLIEST_BIRTH_YEAR,
  isCalendarDate,
  isOldEnough,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  RESET_LINK_INVALID,
  RESET_TOKEN_LENGTH,
  SELF_REGISTRATION_ROLES,
} from './auth-rules';
import { oneLine, safeText } from './common';
import { LOCALES } from './locales';
import { normalizePhone } from './phone';
import { STAFF_ROLES } from './staff-rules';

/**
 * Accounts: requests, responses and the messages users see (A§3, A§5, A§8; backend contract §3.1,
 * §3.2, §6). The field schemas are shared by the sign-up form and the server, so both give the
 * same words for the same mistake.
 */

// An empty field reports only that it is empty, not every later rule too.
const required = (message: string) => safeText({ error: message }).trim().min(1, { error: message, abort: true });

export const usernameField = required('Please enter your username')
  .max(MAX_USERNAME_LENGTH, { error: `Username must be at most ${MAX_USERNAME_LENGTH} characters long.` })
  .regex(/^[\p{L}\p{N}._-]+$/u, { error: 'Username can use letters, numbers, dots, hyphens and underscores.' });

export const emailField = required('Please enter your email address')
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const passwordField = safeText({ error: 'Password must be at least 8 characters long' })
  .min(MIN_PASSWORD_LENGTH, { error: 'Password must be at least 8 characters long' })
  .max(200, { error: 'Password must be at most 200 characters long.' })
  // The hint promises it (A§2); the server enforces it (AMB-21).
  .regex(/\d/, { error: 'Password must include a number and a special character.' })
  .regex(/[^\p{L}\p{N}\s]/u, { error: 'Password must include a number and a special character.' });

export const firstNameField = required('Please enter your first name')
  .refine(...oneLine('First name'))
  .max(100, { error: 'First name must be at most 100 characters long.' });
export const lastNameField = required('Please enter your last name')
  .refine(...oneLine('Last name'))
  .max(100, { error: 'Last name must be at most 100 characters long.' });
export const countryField = required('Please select your country')
  .refine(...oneLine('Country'))
  .max(100, { error: 'Please select your country' });

/** Any phone number; a local Egyptian mobile becomes +20 (ARCHITECTURE decision). */
export const mobileNumberField = required('Please enter your mobile number')
  .refine(...oneLine('Mobile number'))
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid mobile number' });
      return z.NEVER;
    }
    return phone;
  });

/**
 * The date as written (its YYYY-MM-DD part), judged against today in Cairo (contract §3.2,
 * AMB-44): at least 13 years old, born in 1920 or later.
 */
export const dateOfBirthField = required('Please select your date of birth').transform((value, ctx) => {
  const date = value.slice(0, 10);
  if (!isCalendarDate(date) || Number(date.slice(0, 4)) < EARLIEST_BIRTH_YEAR) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid date of birth' });
    return z.NEVER;
  }
  if (!isOldEnough(date, cairoToday())) {
    ctx.addIssue({ code: 'custom', message: 'You must be at least 13 years old to register' });
    return z.NEVER;
  }
  return date;
});

const code = (message: string, allowed: (value: number) => boolean) =>
  z.int({ error: message }).refine(allowed, { error: message });

/** POST /api/auth/register: the 15 keys the form sends (REG-42), checked again on the server. */
export const registerRequestSchema = z.strictObject(
  {
    username: usernameField,
    email: emailField,
    password: passwordField,
    role: code('Please select a user type', (value) => SELF_REGISTRATION_ROLES.includes(value)),
    title: z.int({ error: 'title must be a whole number.' }).min(0).max(32767),
    firstName: firstNameField,
    lastName: lastNameField,
    dateOfBirth: dateOfBirthField,
    gender: code('Please select your gender', (value) => value >= 0 && value <= 2),
    mobileNumber: mobileNumberField,
    country: countryField,
    department: safeText()
      .trim()
      .refine(...oneLine('Department'))
      .max(100, { error: 'Department must be at most 100 characters long.' })
      .nullish(),
    serviceInterests: code('Please select at least one service that interests you', (v) => v >= 1 && v <= 31),
    referralSource: code('Please tell us how you heard about us', (value) => value >= 0 && value <= 4),
    communicationPreferences: code('Invalid communication preferences.', (value) => value >= 0 && value <= 15),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /api/auth/login (LOGIN-07); the messages are A§5's. */
export const loginRequestSchema = z.strictObject({
  userNameOrEmail: required('Please enter your email or username').max(254, {
    error: 'Please enter your email or username',
  }),
  password: safeText({ error: 'Please enter your password' })
    .min(1, { error: 'Please enter your password' })
    .max(200, { error: 'Invalid username or password' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What the web app stores as `user_data` and shows in the avatar menu (A§3, LOGIN-18). */
export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  profilePictureUrl: z.string().nullable(),
  role: z.int(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/me: the user and the contact details checkout starts from (issue 8 §1). */
export const meSchema = authUserSchema.extend({
  mobileNumber: z.string(),
  country: z.string(),
  /** The back-office role (issue 24 §1); null for customers. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  /**
   * The language the account's mail is written in (issue 26 §6). This server always sends it;
   * optional so a copy kept by a client from before still reads as a `Me`.
   */
  preferredLanguage: z.enum(LOCALES).optional(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * PUT /api/me/language: the language switch keeps the signed-in account's choice, which its mail
 * is then written in (issue 26 §6). Sign-up takes it from the request's `Accept-Language` instead.
 */
export const preferredLanguageRequestSchema = z.strictObject(
  { language: z.enum(LOCALES, { error: 'The language must be en or ar.' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);
export type PreferredLanguageRequest = z.infer<typeof preferredLanguageRequestSchema>;

/** The answer of PUT /api/me/language: the language now kept. */
export const preferredLanguageResponseSchema = z.object({ preferredLanguage: z.enum(LOCALES) });
export type PreferredLanguageResponse = z.infer<typeof preferredLanguageResponseSchema>;

export const loginResponseSchema = z.object({
  succeeded: z.literal(true),
  token: z.string(),
  user: authUserSchema,
  errors: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  succeeded: z.literal(true),
  token: z.string(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Every /api/auth failure (contract §1.4): the web app shows `errors`, else `message`. */
export const authFailureSchema = z.object({
  succeeded: z.literal(false),
  errors: z.array(z.string()),
  message: z.string(),
});
export type AuthFailure = z.infer<typeof authFailureSchema>;

export const forgotPasswordRequestSchema = z.strictObject({ email: emailField });
export const resetPasswordRequestSchema = z.strictObject({
  token: safeText({ error: RESET_LINK_INVALID })
    .min(RESET_TOKEN_LENGTH.min, { error: RESET_LINK_INVALID })
    .max(RESET_TOKEN_LENGTH.max, { error: RESET_LINK_INVALID }),
  password: passwordField,
});

export const authMessageResponseSchema = z.object({
  succeeded: z.literal(true),
  message: z.string(),
  errors: z.array(z.string()),
});

// The answers' words live with the zod-free rules, so a screen can show them without loading zod.
export { FORGOT_PASSWORD_MESSAGE, INVALID_CREDENTIALS, RESET_PASSWORD_MESSAGE } from './auth-rules';
