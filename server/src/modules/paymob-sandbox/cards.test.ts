import { describe, expect, it } from 'vitest';
import { cardOutcome, checkCardForm, passesLuhn } from './cards';

const card = { number: '5123 4567 8901 2346', expiry: '01/39', cvv: '123', name: 'Test Account' };
const NOV_2026 = new Date('2026-11-23T11:00:00Z');

describe('the card rules of the hosted page (paymob.md §8)', () => {
  it('checks the number with Luhn, ignoring spaces and dashes', () => {
    expect(passesLuhn('5123456789012346')).toBe(true);
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(checkCardForm({ ...card, number: '5123-4567-8901-2346' }, NOV_2026)).toEqual({});
    expect(checkCardForm({ ...card, number: '4111 1111 1111 1112' }, NOV_2026)).toEqual({
      number: 'Card number is not valid.',
    });
    expect(checkCardForm({ ...card, number: '0000 0000' }, NOV_2026).number).toBe('Card number is not valid.');
  });

  it('accepts the expiry month itself and refuses the month before', () => {
    expect(checkCardForm({ ...card, expiry: '11/26' }, NOV_2026)).toEqual({});
    expect(checkCardForm({ ...card, expiry: '10/26' }, NOV_2026)).toEqual({ expiry: 'The card has expired.' });
    expect(checkCardForm({ ...card, expiry: '00/30' }, NOV_2026)).toEqual({ expiry: 'Enter the expiry as MM/YY.' });
    expect(checkCardForm({ ...card, expiry: '1/39' }, NOV_2026)).toEqual({ expiry: 'Enter the expiry as MM/YY.' });
  });

  it('takes a 3 or 4 digit CVV', () => {
    expect(checkCardForm({ ...card, cvv: '1234' }, NOV_2026)).toEqual({});
    expect(checkCardForm({ ...card, cvv: '12a' }, NOV_2026)).toEqual({ cvv: 'Enter the 3 or 4 digit CVV.' });
  });

  it('approves only the test cards with CVV 123, and reports the last four digits', () => {
    expect(cardOutcome(card)).toMatchObject({ approved: true, message: 'Approved', source: { pan: '2346' } });
    expect(cardOutcome({ ...card, number: '5123450000000008' }).approved).toBe(true);
    expect(cardOutcome({ ...card, cvv: '124' })).toMatchObject({ approved: false, message: 'Card declined' });
    expect(cardOutcome({ ...card, number: '4000000000000002' })).toMatchObject({
      approved: false,
      message: 'Card declined',
      source: { type: 'card', subType: 'Visa', pan: '0002' },
    });
    expect(cardOutcome({ ...card, number: '5555555555554444' })).toMatchObject({ approved: false });
  });
});
