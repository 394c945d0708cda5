import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type CompiledMessage, formatMessage, type MessageValues } from './format-message';

/** An ICU message as the page gets it, compiled as the build compiles it, with its values. */
const format = (message: string, values?: MessageValues) =>
  formatMessage(compileMessageOrThrow(message) as CompiledMessage, values);

describe('writing a compiled message in English (issue 26 §2)', () => {
  it('fills in values, and leaves the place of an absent one empty', () => {
    expect(format('Add to cart')).toBe('Add to cart');
    expect(format('Year {n} Packages', { n: 5 })).toBe('Year 5 Packages');
    expect(format('Hello {name}!', {})).toBe('Hello !');
    expect(format("'{literal}' stays", {})).toBe('{literal} stays');
  });

  it('picks the plural case, an exact one first, and writes the number for #', () => {
    const items = '{count, plural, =0 {No items} one {# item} other {# items}}';
    expect(format(items, { count: 0 })).toBe('No items');
    expect(format(items, { count: 1 })).toBe('1 item');
    expect(format(items, { count: 1500 })).toBe('1,500 items');
    expect(format('{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', { n: 3 })).toBe(
      'you and 2 others',
    );
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
  });

  it('picks the select case or other, where # is itself', () => {
    const noun = '{kind, select, book {a book} other {an item #}}';
    expect(format(noun, { kind: 'book' })).toBe('a book');
    expect(format(noun, { kind: 'exam' })).toBe('an item #');
    expect(format('{n, plural, other {# in {kind, select, a {A #} other {B}}}}', { n: 2, kind: 'a' })).toBe('2 in A #');
  });

  it('keeps the numbered tags for <Message> to make elements of', () => {
    expect(format('I agree to the <0>Terms</0>, {name}', { name: 'Mona' })).toBe('I agree to the <0>Terms</0>, Mona');
  });
});
