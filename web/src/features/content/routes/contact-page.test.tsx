import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { renderScreens } from '../test/render-content-screens';

// The form itself is the inbox's; app/routes/contact.test.tsx tries the page with it (issue 23 §1).
describe('ContactPage', () => {
  it('sets the page title', () => {
    stubApi({});
    renderScreens(paths.contact.href());
    expect(document.title).toBe('Contact Us | The Gate');
  });

  it("puts the form it is given under 'Send us a message' (CT-01)", () => {
    stubApi({});
    renderScreens(paths.contact.href());
    const section = screen.getByRole('region', { name: 'Send us a message' });
    expect(within(section).getByRole('form', { name: 'Stand-in contact form' })).toBeInTheDocument();
  });

  it('shows the contact information, the map placeholder and exactly two FAQs (CT-02..CT-04)', () => {
    stubApi({});
    renderScreens(paths.contact.href());
    const info = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(info).getByRole('link', { name: '+20 2 2555 0123' })).toHaveAttribute('href', 'tel:+20225550123');
    expect(within(info).getByRole('link', { name: 'hello@thegate.example' })).toHaveAttribute(
      'href',
      'mailto:hello@thegate.example',
    );
    expect(within(info).getByText('90th Street, New Cairo, Egypt')).toBeInTheDocument();

    expect(screen.getByText('Interactive Map Coming Soon')).toBeInTheDocument();

    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const answers = within(faq).getAllByRole('listitem');
    expect(answers).toHaveLength(2);
    expect(answers[0]).toHaveTextContent('within 24-48 business hours');
    expect(answers[1]).toHaveTextContent('Technical support is available Monday to Friday, 9am to 6pm.');
  });
});
