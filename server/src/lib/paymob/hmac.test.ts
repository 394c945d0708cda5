import { describe, expect, it } from 'vitest';
import { DOCS_SAMPLE_DIGEST, DOCS_SAMPLE_SECRET, docsSample } from './docs-sample';
import { concatenateQuery, concatenateTransaction, hmacHex, hmacMatches, transactionQuery } from './hmac';

const SECRET = DOCS_SAMPLE_SECRET;
const DIGEST = DOCS_SAMPLE_DIGEST;
const sample = docsSample;

describe('Paymob HMAC (shared/paymob.md §5)', () => {
  it('concatenates the 20 fields of the documentation sample in the fixed order', () => {
    expect(concatenateTransaction(sample)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
  });

  it('matches the test vector of the notes', () => {
    expect(hmacHex(SECRET, concatenateTransaction(sample))).toBe(DIGEST);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), DIGEST)).toBe(true);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), DIGEST.toUpperCase())).toBe(true);
  });

  it('refuses a tampered amount, another secret, a truncated or a missing HMAC', () => {
    const tampered = { ...sample, amount_cents: 100 };
    expect(hmacMatches(SECRET, concatenateTransaction(tampered), DIGEST)).toBe(false);
    expect(hmacMatches('another-secret', concatenateTransaction(sample), DIGEST)).toBe(false);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), DIGEST.slice(0, 127))).toBe(false);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), undefined)).toBe(false);
  });

  it('renders a missing value as the empty string', () => {
    const { source_data: _, ...withoutSource } = sample;
    expect(concatenateTransaction(withoutSource)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852falsetrue',
    );
  });

  it('signs the flat GET query the same way, with the order id under "order" or "order_id"', () => {
    const query = transactionQuery(sample, SECRET);
    expect(query.get('order')).toBe('217503754');
    expect(query.get('source_data.sub_type')).toBe('MasterCard');
    expect(query.get('hmac')).toBe(DIGEST);
    expect(concatenateQuery(query)).toBe(concatenateTransaction(sample));
    const legacy = new URLSearchParams(query);
    legacy.delete('order');
    legacy.set('order_id', '217503754');
    expect(hmacMatches(SECRET, concatenateQuery(legacy), DIGEST)).toBe(true);
  });
});
