import { describe, expect, it } from 'vitest';
import { centsToEgpText, formatCents, parseEgpToCents } from './money';

/** Issue 25 §2: a refund's amount is typed in EGP and sent in piastres, exactly. */
describe('refund amounts, EGP text ↔ piastres', () => {
  it.each([
    ['12.34', 1234],
    ['0.29', 29],
    ['12.3', 1230],
    ['150', 15000],
    ['1,500.00', 150000],
    [' 19.99 ', 1999],
    ['EGP 4.35', 435],
  ])('reads %j as %i piastres without a float error', (text, cents) => {
    expect(parseEgpToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1,50.00', '12,34', '1e3', '.5'])('refuses %j', (text) => {
    expect(parseEgpToCents(text)).toBeNull();
  });

  it('writes piastres back as the form and the shop show them', () => {
    expect(centsToEgpText(15000)).toBe('150.00');
    expect(centsToEgpText(1234)).toBe('12.34');
    expect(centsToEgpText(5)).toBe('0.05');
    expect(formatCents(150000)).toBe('EGP 1,500.00');
    expect(formatCents(1999)).toBe('EGP 19.99');
  });
});
