import { registerRequestSchema } from '@the-gate/contract/auth';
import { describe, expect, it } from 'vitest';
import type { SignupFormValues } from './signup-steps';
import { toRegisterRequest } from './to-register-request';

const filled: SignupFormValues = {
  userType: 'teacher',
  username: 'mona.salem',
  email: 'mona@example.com',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  firstName: 'Mona',
  lastName: 'Salem',
  dateOfBirth: '2000-05-17',
  gender: 'female',
  mobileNumber: '+20 100 123 4567',
  country: 'Egypt',
  interests: ['teaching_materials', 'training'],
  referralSource: 'school',
  communicationPreferences: ['email', 'whatsapp'],
  agreeTerms: true,
};
const payload = (change: Partial<SignupFormValues> = {}) => toRegisterRequest({ ...filled, ...change });

describe('toRegisterRequest', () => {
  it('REG-42, REG-51: sends exactly the 15 keys, never confirmPassword or agreeTerms', () => {
    expect(Object.keys(payload()).sort()).toEqual(
      [
        'username',
        'email',
        'password',
        'role',
        'title',
        'firstName',
        'lastName',
        'dateOfBirth',
        'gender',
        'mobileNumber',
        'country',
        'department',
        'serviceInterests',
        'referralSource',
        'communicationPreferences',
      ].sort(),
    );
  });

  it('REG-42: maps a filled form to the payload the server accepts', () => {
    const sent = payload();
    expect(sent).toEqual({
      username: 'mona.salem',
      email: 'mona@example.com',
      password: 'Secret123!',
      role: 6,
      title: 0,
      firstName: 'Mona',
      lastName: 'Salem',
      dateOfBirth: '2000-05-17T00:00:00.000Z',
      gender: 1,
      mobileNumber: '+201001234567',
      country: 'Egypt',
      department: '',
      serviceInterests: 9,
      referralSource: 4,
      communicationPreferences: 9,
    });
    expect(registerRequestSchema.safeParse(sent).success).toBe(true);
  });

  it.each([
    ['teacher', 6],
    ['hod', 7],
    ['student', 4],
    ['parent', 8],
    ['academic_director', 9],
    ['school_principal', 10],
    ['janitor', 0],
  ])('REG-43: user type %s gives role %i', (userType, role) => {
    expect(payload({ userType }).role).toBe(role);
  });

  it('REG-44: title is always the number 0', () => {
    expect(payload({ userType: 'student' }).title).toBe(0);
  });

  it.each(['2000-05-17', '2013-01-01', '1990-12-31'])(
    'REG-45: date of birth %s is sent as that same day at UTC midnight, never a day earlier',
    (date) => {
      expect(payload({ dateOfBirth: date }).dateOfBirth).toBe(`${date}T00:00:00.000Z`);
    },
  );

  it.each([
    ['male', 0],
    ['female', 1],
    ['other', 2],
  ])('REG-46: gender %s gives %i', (gender, code) => {
    expect(payload({ gender }).gender).toBe(code);
  });

  it.each([
    [['teaching_materials', 'training'], 9],
    [['teaching_materials', 'membership', 'assessment', 'training', 'consultancy'], 31],
    [['assessment'], 4],
  ])('REG-47: interests %j give the bit mask %i', (interests, mask) => {
    expect(payload({ interests }).serviceInterests).toBe(mask);
  });

  it.each([
    ['social_media', 0],
    ['internet_search', 1],
    ['referral', 2],
    ['event', 3],
    ['school', 4],
  ])('REG-48: referral source %s gives %i', (referralSource, code) => {
    expect(payload({ referralSource }).referralSource).toBe(code);
  });

  it.each([
    [[], 0],
    [['email', 'whatsapp'], 9],
    [['email', 'sms', 'app', 'whatsapp'], 15],
  ])('REG-49: communication preferences %j give the bit mask %i', (communicationPreferences, mask) => {
    expect(payload({ communicationPreferences }).communicationPreferences).toBe(mask);
  });

  it('REG-50: mobile number, country and department are strings; the country is its English name', () => {
    const sent = payload({ mobileNumber: '01001234567', country: "Côte d'Ivoire" });
    expect(sent.mobileNumber).toBe('+201001234567');
    expect(sent.country).toBe("Côte d'Ivoire");
    expect(sent.department).toBe('');
  });

  it('trims the text fields but sends the password exactly as typed', () => {
    const sent = payload({ username: '  mona ', email: ' mona@example.com ', password: ' Secret123! ' });
    expect(sent.username).toBe('mona');
    expect(sent.email).toBe('mona@example.com');
    expect(sent.password).toBe(' Secret123! ');
  });
});
