import { describe, expect, it } from 'vitest';
import { accountStepSchema, preferencesStepSchema, STEP_SCHEMA_FIELDS } from './signup-schema';
import { SIGNUP_STEPS } from './signup-steps';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const account = {
  userType: 'teacher',
  username: 'mona',
  email: 'mona@example.com',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
};

describe('the step schemas', () => {
  it('REG-02: each step lists its fields in the order A§5 checks them', () => {
    expect(SIGNUP_STEPS.map((step) => [step.title, step.fields])).toEqual([
      ['Account Information', ['userType', 'username', 'email', 'password', 'confirmPassword']],
      ['Personal Information', ['firstName', 'lastName', 'dateOfBirth', 'gender', 'mobileNumber', 'country']],
      ['Preferences', ['interests', 'referralSource', 'communicationPreferences', 'agreeTerms']],
    ]);
  });

  it('issue 23 §5: the zod-free step list names exactly the fields each step schema checks', () => {
    expect(STEP_SCHEMA_FIELDS).toEqual(SIGNUP_STEPS.map((step) => step.fields));
  });

  it('REG-16: a mismatch is reported even while other step-1 fields are empty', () => {
    const result = accountStepSchema.safeParse({ ...account, username: '', email: '', confirmPassword: 'Secret123?' });
    expect(messagesOf(result)).toEqual([
      ['username', 'Please enter your username'],
      ['email', 'Please enter your email address'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('REG-15: an empty confirmation asks for it rather than calling it a mismatch', () => {
    expect(messagesOf(accountStepSchema.safeParse({ ...account, confirmPassword: '' }))).toEqual([
      ['confirmPassword', 'Please confirm your password'],
    ]);
  });

  it('REG-11: an unknown user type counts as none chosen', () => {
    expect(messagesOf(accountStepSchema.safeParse({ ...account, userType: 'janitor' }))).toEqual([
      ['userType', 'Please select a user type'],
    ]);
  });

  it('REG-37, REG-38: social media and no communication preference are valid answers', () => {
    const result = preferencesStepSchema.safeParse({
      interests: ['membership'],
      referralSource: 'social_media',
      communicationPreferences: [],
      agreeTerms: true,
    });
    expect(result.success).toBe(true);
  });

  it('REG-40: the terms must be accepted', () => {
    const result = preferencesStepSchema.safeParse({
      interests: ['membership'],
      referralSource: 'school',
      communicationPreferences: [],
      agreeTerms: false,
    });
    expect(messagesOf(result)).toEqual([['agreeTerms', 'You must agree to the Terms of Service and Privacy Policy']]);
  });
});
