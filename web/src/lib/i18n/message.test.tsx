import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Message } from './message';
import { messages } from './messages';

// A catalogue as the build hands it over: compiled (what `compileCatalogue` gives for these texts).
const t = messages({
  terms: ['I agree to the <0>Terms</0> and the <1>Privacy <2>Policy</2></1>.'],
  reference: ['Order <0>', ['reference'], '</0>'],
  icon: ['Sent <0/> to ', ['email']],
  unknown: ['See <5>this</5>.'],
} as unknown as Record<'terms' | 'reference' | 'icon' | 'unknown', string>);

const html = (node: React.ReactNode) => render(<p>{node}</p>).container.firstElementChild?.innerHTML;

describe('a message with elements inside it (issue 26 §2)', () => {
  it('makes each numbered tag its element, around the text the translation puts in it, nested too', () => {
    // The translation gives the links their words: the elements come empty, as the app's Links do.
    const terms = createElement('a', { href: '/terms' });
    const privacy = createElement('a', { href: '/privacy' });
    expect(html(<Message t={t} id="terms" components={{ 0: terms, 1: privacy, 2: <b /> }} />)).toBe(
      'I agree to the <a href="/terms">Terms</a> and the <a href="/privacy">Privacy <b>Policy</b></a>.',
    );
  });

  it('fills in the values first, so a value can sit inside a tag', () => {
    expect(html(<Message t={t} id="reference" values={{ reference: 'TG-42' }} components={{ 0: <bdi /> }} />)).toBe(
      'Order <bdi>TG-42</bdi>',
    );
  });

  it('gives an empty tag its element whole, with its own children', () => {
    expect(html(<Message t={t} id="icon" values={{ email: 'a@b.eg' }} components={{ 0: <i>✓</i> }} />)).toBe(
      'Sent <i>✓</i> to a@b.eg',
    );
  });

  it('shows the text of a tag the code gives no element for, never losing the sentence', () => {
    expect(html(<Message t={t} id="unknown" />)).toBe('See this.');
  });
});
