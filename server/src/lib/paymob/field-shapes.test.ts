import { describe, expect, it } from 'vitest';
import { DOCS_SAMPLE_SECRET, docsSample } from './docs-sample';
import { malformedQueryField, malformedTransactionField } from './field-shapes';
import { concatenateQuery, concatenateTransaction, hmacHex, hmacMatches, transactionQuery } from './hmac';
import type { PaymobTransaction } from './protocol';

const SECRET = DOCS_SAMPLE_SECRET;
const sample = docsSample;

/**
 * The attack of issue 22 §1: "false" moved from is_refunded into is_capture, then the "true" of
 * is_standalone_payment into is_refunded. The signed string does not change.
 */
const shifted = {
  ...sample,
  is_capture: 'falsefalse',
  is_refunded: 'true',
  is_standalone_payment: '',
} as unknown as PaymobTransaction;

describe('the shapes of the 20 signed fields (issue 22 §1)', () => {
  it('the field shift keeps the HMAC valid, which is why shapes are checked first', () => {
    expect(concatenateTransaction(shifted)).toBe(concatenateTransaction(sample));
    const hmac = hmacHex(SECRET, concatenateTransaction(sample));
    expect(hmacMatches(SECRET, concatenateTransaction(shifted), hmac)).toBe(true);
  });

  it('accepts the documentation sample, in the POST body and in the GET query', () => {
    expect(malformedTransactionField(sample)).toBeNull();
    expect(malformedQueryField(transactionQuery(sample, SECRET))).toBeNull();
  });

  it('accepts what Paymob may leave out or vary: source data, an offset, the legacy order_id key', () => {
    expect(malformedTransactionField({ ...sample, source_data: undefined })).toBeNull();
    expect(
      malformedTransactionField({ ...sample, source_data: { pan: null, type: 'wallet', sub_type: '' } }),
    ).toBeNull();
    expect(malformedTransactionField({ ...sample, created_at: '2024-06-13T11:33:44+02:00' })).toBeNull();
    expect(
      malformedTransactionField({
        ...sample,
        source_data: { pan: '+201010101010', type: 'wallet', sub_type: 'Vodafone Cash' },
      }),
    ).toBeNull();
    const legacy = transactionQuery(sample, SECRET);
    legacy.set('order_id', legacy.get('order')!);
    legacy.delete('order');
    expect(malformedQueryField(legacy)).toBeNull();
  });

  it('refuses the shifted booleans, in the POST body and in the GET query', () => {
    expect(malformedTransactionField(shifted)).toBe('is_capture');
    const query = transactionQuery(sample, SECRET);
    query.set('is_capture', 'falsefalse');
    query.set('is_refunded', 'true');
    query.set('is_standalone_payment', '');
    expect(concatenateQuery(query)).toBe(concatenateTransaction(sample));
    expect(malformedQueryField(query)).toBe('is_capture');
  });

  it.each<[string, Partial<Record<string, unknown>>, string]>([
    ['an empty boolean', { is_refunded: '' }, 'is_refunded'],
    ['a boolean as a string in JSON', { success: 'true' }, 'success'],
    ['a boolean as a number', { pending: 0 }, 'pending'],
    ['a missing boolean', { is_voided: undefined }, 'is_voided'],
    ['digits as a string in JSON', { amount_cents: '100000' }, 'amount_cents'],
    ['a fractional amount', { amount_cents: 1000.5 }, 'amount_cents'],
    ['a negative id', { id: -1 }, 'id'],
    ['a missing owner', { owner: null }, 'owner'],
    ['a lower-case currency', { currency: 'egp' }, 'currency'],
    ['a currency with a boolean shifted in', { currency: 'EGPfalse', error_occured: '' }, 'currency'],
    ['a timestamp with text appended', { created_at: '2024-06-13T11:33:44.592345EGP' }, 'created_at'],
    ['an amount shifted into the timestamp', { created_at: '002024-06-13T11:33:44.592345' }, 'created_at'],
    ['an order id as text', { order: { id: '217503754' } }, 'order.id'],
    [
      'source data with a line break',
      { source_data: { pan: '2346\n', type: 'card', sub_type: 'MasterCard' } },
      'source_data.pan',
    ],
  ])('refuses %s in the POST body', (_, change, field) => {
    expect(malformedTransactionField({ ...sample, ...change })).toBe(field);
  });

  it.each<[string, Record<string, string>, string]>([
    ['an empty boolean', { is_refunded: '' }, 'is_refunded'],
    ['a capitalised boolean', { success: 'True' }, 'success'],
    ['a number with a leading zero', { amount_cents: '0100000' }, 'amount_cents'],
    ['a signed number', { id: '+192036465' }, 'id'],
    ['an order id with letters', { order: '217503754x' }, 'order.id'],
    ['a currency of four letters', { currency: 'EGPF' }, 'currency'],
    ['a date without a time', { created_at: '2024-06-13' }, 'created_at'],
    ['source data with markup', { 'source_data.sub_type': '<b>' }, 'source_data.sub_type'],
  ])('refuses %s in the GET query', (_, change, field) => {
    const query = transactionQuery(sample, SECRET);
    for (const [key, value] of Object.entries(change)) query.set(key, value);
    expect(malformedQueryField(query)).toBe(field);
  });

  it('refuses a GET query missing a signed value, or giving one twice', () => {
    const missing = transactionQuery(sample, SECRET);
    missing.delete('is_voided');
    expect(malformedQueryField(missing)).toBe('is_voided');
    const twice = transactionQuery(sample, SECRET);
    twice.append('is_refunded', 'true');
    expect(malformedQueryField(twice)).toBe('is_refunded');
    const noSource = transactionQuery(sample, SECRET);
    noSource.delete('source_data.pan');
    expect(malformedQueryField(noSource)).toBeNull();
  });
});
