import { describe, expect, it } from 'vitest';
import { paymentOutcome, readServerResult, resultFromAddress } from './payment-result';

describe('paymentOutcome', () => {
  it.each([
    ['Completed', 'Completed'],
    ['Failed', 'Failed'],
    ['Pending', 'Pending'],
    ['Processing', 'Pending'],
    ['completed', 'Pending'],
    ['FAILED', 'Pending'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    ['', 'Unknown'],
  ] as const)('PS-17 PS-18 the status %j means %s', (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome);
  });
});

describe('resultFromAddress', () => {
  it('PS-02 PS-03 builds the result from ref, status, amount and currency, with the method "Gateway"', () => {
    expect(resultFromAddress('?ref=R1&status=Completed&amount=100&currency=USD', '')).toMatchObject({
      paymentReference: 'R1',
      status: 'Completed',
      amount: 100,
      currency: 'USD',
      paymentMethod: 'Gateway',
      items: [],
    });
  });

  it('PS-03 the currency defaults to EGP and a missing or odd amount is none', () => {
    expect(resultFromAddress('?ref=R1&status=Failed', '')).toMatchObject({ currency: 'EGP', amount: null });
    expect(resultFromAddress('?ref=R1&status=Failed&amount=abc', '')).toMatchObject({ amount: null });
  });

  it('PS-02 reads the hash when the query does not carry both', () => {
    expect(resultFromAddress('?ref=R1', '#ref=R2&status=Pending')).toMatchObject({ paymentReference: 'R2' });
  });

  it.each([
    ['?ref=R1', ''],
    ['?status=Completed', ''],
    ['', '#status=Completed'],
    ['', '#cart'],
    ['', ''],
  ])('PS-04 %j %j carry no result: the server is asked', (search, hash) => {
    expect(resultFromAddress(search, hash)).toBeNull();
  });
});

describe('readServerResult', () => {
  it('PS-18 a body without a usable status or lines reads as no status and no lines', () => {
    expect(readServerResult({ status: 42, items: [{ title: 'x' }], amount: '10' }, 'R9')).toMatchObject({
      paymentReference: 'R9',
      status: null,
      amount: null,
      currency: 'EGP',
      items: [],
    });
    expect(readServerResult(null, 'R9').status).toBeNull();
  });
});
