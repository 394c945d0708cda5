import { describe, expect, it } from 'vitest';
import { countryField, firstNameField, lastNameField, mobileNumberField } from './auth';
import { isSingleLine } from './common';
import { consultationRequestSchema, contactMessageRequestSchema } from './inbox';
import { customerDetailsSchema } from './payments';

/** Issue 22 §3: names, schools, phones, subjects and addresses are one line; a break is refused by name. */
const BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029'];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('isSingleLine', () => {
  it.each(BREAKS)('finds the line break %j', (lineBreak) => {
    expect(isSingleLine(`one${lineBreak}two`)).toBe(false);
  });

  it('keeps tabs and every other character', () => {
    expect(isSingleLine('Sara\tAhmed — سارة 🌟')).toBe(true);
  });
});

describe('checkout customer details', () => {
  const details = {
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '01001234567',
    street1: '12 Nile Street',
    city: 'Cairo',
    country: 'EG',
  };

  it.each([
    ['name', 'Name must be on one line.'],
    ['street1', 'Address must be on one line.'],
    ['city', 'City must be on one line.'],
    ['phone', 'Phone number must be on one line.'],
  ] as const)('refuses a line break inside %s', (field, message) => {
    for (const lineBreak of BREAKS) {
      const value = `${details[field].slice(0, 4)}${lineBreak}${details[field].slice(4)}`;
      expect(firstMessage(customerDetailsSchema.safeParse({ ...details, [field]: value })), lineBreak).toBe(message);
    }
  });

  it('refuses a line break inside the e-mail address as an invalid address', () => {
    expect(firstMessage(customerDetailsSchema.safeParse({ ...details, email: 'sara@exa\u2028mple.com' }))).toBe(
      'Please enter a valid email address',
    );
  });

  it('drops a pasted line break at either end', () => {
    expect(customerDetailsSchema.parse({ ...details, name: '\nSara Ahmed\r\n' }).name).toBe('Sara Ahmed');
  });
});

describe('sign-up fields', () => {
  it.each([
    [firstNameField, 'First name must be on one line.'],
    [lastNameField, 'Last name must be on one line.'],
    [countryField, 'Country must be on one line.'],
    [mobileNumberField, 'Mobile number must be on one line.'],
  ])('refuses a line break with %#', (field, message) => {
    for (const lineBreak of BREAKS) expect(firstMessage(field.safeParse(`0100${lineBreak}1234567`))).toBe(message);
  });
});

describe('forms', () => {
  it('accepts several lines in a message, and one in each other field', () => {
    const contact = { name: 'Sara', email: 'sara@example.com', subject: 'Keys', message: 'Line one\nLine two' };
    expect(contactMessageRequestSchema.parse(contact).message).toBe('Line one\nLine two');
    expect(firstMessage(contactMessageRequestSchema.safeParse({ ...contact, subject: 'A\u2029B' }))).toBe(
      'Subject must be on one line.',
    );
    const consultation = { name: 'Omar', email: 'omar@school.example', schoolName: 'Maadi', message: 'a\nb' };
    expect(consultationRequestSchema.parse(consultation).message).toBe('a\nb');
    expect(firstMessage(consultationRequestSchema.safeParse({ ...consultation, phone: '0100\n1234' }))).toBe(
      'Phone number must be on one line.',
    );
  });
});
