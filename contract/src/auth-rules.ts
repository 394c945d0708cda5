import { isSafeText, UNSAFE_TEXT_MESSAGE } from './text-rules';

/**
 * Account rules shared by the sign-up form and the server (A§3, A§5, A§9; backend contract §2.3).
 * Plain TypeScript, no validation library, so any screen can use them cheaply.
 */

/** Self-registration user types and their role codes; anything else is 0, which the server refuses (REG-43). */
export const USER_TYPES = [
  { value: 'teacher', label: 'Teacher', code: 6 },
  { value: 'hod', label: 'Head of Department', code: 7 },
  { value: 'student', label: 'Student', code: 4 },
  { value: 'parent', label: 'Parent/Guardian', code: 8 },
  { value: 'academic_director', label: 'Academic Director', code: 9 },
  { value: 'school_principal', label: 'School Principal', code: 10 },
] as const;
export type UserType = (typeof USER_TYPES)[number]['value'];
export const SELF_REGISTRATION_ROLES: readonly number[] = USER_TYPES.map((type) => type.code);

export function roleCode(userType: string): number {
  return USER_TYPES.find((type) => type.value === userType)?.code ?? 0;
}

/** male 0, female 1, other 2 (REG-46); 0 is a real answer, never "empty" (REG-32). */
export const GENDERS = [
  { value: 'male', label: 'Male', code: 0 },
  { value: 'female', label: 'Female', code: 1 },
  { value: 'other', label: 'Other', code: 2 },
] as const;

/** Bit mask (REG-47). */
export const SERVICE_INTERESTS = [
  { value: 'teaching_materials', label: 'Teaching materials', bit: 1 },
  { value: 'membership', label: 'Membership', bit: 2 },
  { value: 'assessment', label: 'Assessment', bit: 4 },
  { value: 'training', label: 'Training', bit: 8 },
  { value: 'consultancy', label: 'Consultancy', bit: 16 },
] as const;

/** A single choice, 0..4 (REG-48); social_media is 0 and still an answer (REG-37). */
export const REFERRAL_SOURCES = [
  { value: 'social_media', label: 'Social media', code: 0 },
  { value: 'internet_search', label: 'Internet search', code: 1 },
  { value: 'referral', label: 'A friend or colleague', code: 2 },
  { value: 'event', label: 'An event', code: 3 },
  { value: 'school', label: 'My school', code: 4 },
] as const;

/** Bit mask, optional (REG-49). */
export const COMMUNICATION_PREFERENCES = [
  { value: 'email', label: 'Email', bit: 1 },
  { value: 'sms', label: 'SMS', bit: 2 },
  { value: 'app', label: 'App notifications', bit: 4 },
  { value: 'whatsapp', label: 'WhatsApp', bit: 8 },
] as const;

/** Sums the bits of the chosen values; unknown values add nothing. */
export function bitMask(options: readonly { value: string; bit: number }[], chosen: readonly string[]): number {
  return options.filter((option) => chosen.includes(option.value)).reduce((mask, option) => mask | option.bit, 0);
}

export const MIN_PASSWORD_LENGTH = 8;
export const MINIMUM_AGE = 13;
export const EARLIEST_BIRTH_YEAR = 1920;
export const MAX_USERNAME_LENGTH = 50;

/** A YYYY-MM-DD calendar date that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's calendar date in Egypt, where the product's rules are judged (contract §5.6, AMB-44). */
export function cairoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(now);
}

/**
 * At least 13 on `today`: the birth date is no later than the same date 13 years before (REG-30).
 * On 2026-11-22, 2013-11-22 passes and 2013-11-23 does not. Someone born on 29 February turns 13
 * on 1 March in a year without one.
 */
export function isOldEnough(dateOfBirth: string, today: string): boolean {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y - MINIMUM_AGE, m - 1, d));
  const birth = new Date(`${dateOfBirth}T00:00:00Z`);
  return birth.getTime() <= limit.getTime();
}

/** The age the form shows: the difference in calendar years (A§2, REG-29, AMB-17). */
export function calendarYearAge(dateOfBirth: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
}

/** Birth-year choices: from (current year - 13) down to 1920 (REG-28). */
export function birthYearChoices(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear - MINIMUM_AGE; year >= EARLIEST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

/** The same answer whether or not the address has an account (issue 4). */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists, a reset link has been sent.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset. You can now sign in.';
export const INVALID_CREDENTIALS = 'Invalid username or password';

/** What a reset link says when its token cannot be one of ours: missing, cut short, or too long. */
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired.';
export const RESET_TOKEN_LENGTH = { min: 20, max: 200 } as const;

/**
 * Why a reset link's token cannot be used, or null when it may be: the reset page asks this as it
 * renders, before zod has loaded (issue 23 §5), and gives the words `resetPasswordRequestSchema`
 * gives for its `token`, in the same order (reset-token.test.ts holds them together).
 */
export function resetTokenError(token: string | null): string | null {
  if (token === null) return RESET_LINK_INVALID;
  if (!isSafeText(token)) return UNSAFE_TEXT_MESSAGE;
  return token.length < RESET_TOKEN_LENGTH.min || token.length > RESET_TOKEN_LENGTH.max ? RESET_LINK_INVALID : null;
}
