import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { TermsPage } from './terms-page';

const renderTerms = () =>
  render(
    <MemoryRouter initialEntries={['/terms']}>
      <TermsPage />
    </MemoryRouter>,
  );

const numberedHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => /^\d+\. /.test(text));

describe('/terms', () => {
  it('TOS-01 has eleven numbered sections in the order of B§2', () => {
    renderTerms();
    expect(numberedHeadings()).toEqual([
      '1. Acceptance of Terms',
      '2. Description of the Services',
      '3. User Accounts',
      '4. User Content',
      '5. Intellectual Property',
      '6. Prohibited Uses',
      '7. Termination',
      '8. Disclaimer of Warranties',
      '9. Limitation of Liability',
      '10. Changes to These Terms',
      '11. Contact Us',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(document.title).toBe('Terms of Service | The Gate');
  });

  it('TOS-02 was last updated on April 14, 2025', () => {
    renderTerms();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: April 14, 2025');
    expect(screen.getByText('April 14, 2025')).toHaveAttribute('dateTime', '2025-04-14');
  });

  it('TOS-03 the key points: 16 or parental consent, terms may change, keep your login secure, no misuse', () => {
    renderTerms();
    const points = within(screen.getByRole('complementary', { name: 'Key points' })).getAllByRole('listitem');
    expect(points).toHaveLength(4);
    expect(points[0]).toHaveTextContent(/at least 16 years old, or have the consent of a parent or guardian/);
    expect(points[1]).toHaveTextContent(/These terms may change/);
    expect(points[2]).toHaveTextContent(/Keep your login secure/);
    expect(points[3]).toHaveTextContent(/Do not misuse the services/);
  });

  it("TOS-04 the changes section gives 30 days' notice", () => {
    renderTerms();
    expect(screen.getByRole('region', { name: '10. Changes to These Terms' })).toHaveTextContent(
      "We will give you at least 30 days' notice of any change before it takes effect",
    );
  });

  it('describes EGP prices, card payment through Paymob and digital delivery', () => {
    renderTerms();
    const description = screen.getByRole('region', { name: '2. Description of the Services' });
    expect(description).toHaveTextContent(/Egyptian pounds \(EGP\)/);
    expect(description).toHaveTextContent(/processed by Paymob/);
    expect(description).toHaveTextContent(/Everything we sell is digital/);
  });
});
