import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { PrivacyPage } from './privacy-page';

const ANCHORS = [
  'information-collection',
  'information-usage',
  'information-sharing',
  'data-security',
  'children-privacy',
  'your-rights',
];

/** jsdom does not scroll; this records which element was asked to scroll into view. */
let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
const scrolledIds = () => scrollIntoView.mock.contexts.map((element) => (element as Element).id);

function renderPrivacy(entry = '/privacy') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <PrivacyPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

describe('/privacy', () => {
  it('PRV-01 quick navigation links to the six anchors, and each scrolls to and focuses its section', async () => {
    const { user } = renderPrivacy();
    const links = within(screen.getByRole('navigation', { name: 'Quick navigation' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ANCHORS.map((id) => `#${id}`));

    for (const [index, link] of links.entries()) {
      await user.click(link);
      const target = document.getElementById(ANCHORS[index] as string);
      expect(target?.tagName).toBe('SECTION');
      expect(target).toHaveFocus();
    }
    expect(scrolledIds()).toEqual(ANCHORS);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('PRV-01 an address ending in an anchor lands on that section', () => {
    renderPrivacy('/privacy#children-privacy');
    expect(scrolledIds()).toEqual(['children-privacy']);
    expect(document.getElementById('children-privacy')).toHaveFocus();
  });

  it('PRV-02 has eight sections, only six of which are anchors, then the FAQ', () => {
    renderPrivacy();
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.id)).toEqual([...ANCHORS, '', '', '']);
    expect(regions.map((region) => within(region).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      "Children's Privacy",
      'Your Rights',
      'Cookies and Browser Storage',
      'Changes and Contact',
      'Frequently Asked Questions',
    ]);
  });

  it('PRV-03 the four-question FAQ opens one answer at a time, and the open one closes on a click', async () => {
    const { user } = renderPrivacy();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    const [first, second] = questions as [HTMLElement, HTMLElement];
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/We never sell your personal information/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByText(/We never sell your personal information/)).not.toBeInTheDocument();

    await user.click(second);
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('PRV-04 a data protection notice mentions GDPR and CCPA', () => {
    renderPrivacy();
    const notice = screen.getByRole('complementary', { name: 'Data protection notice' });
    expect(notice).toHaveTextContent(/General Data Protection Regulation \(GDPR\)/);
    expect(notice).toHaveTextContent(/California Consumer Privacy Act \(CCPA\)/);
  });

  it('PRV-05 says data is managed from account settings, under-16 data without consent is deleted, nothing is sold', () => {
    renderPrivacy();
    expect(screen.getByRole('region', { name: 'Your Rights' })).toHaveTextContent(
      'You can access, update or delete your personal information from your account settings.',
    );
    expect(screen.getByRole('region', { name: "Children's Privacy" })).toHaveTextContent(
      'If we learn that we hold personal information of a child under 16 without parental consent, we delete it.',
    );
    expect(screen.getByRole('region', { name: 'How We Share Information' })).toHaveTextContent(
      'We do not sell your personal information',
    );
  });

  it('PRV-06 was last updated on April 14, 2025, and says payments go through Paymob', () => {
    renderPrivacy();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: April 14, 2025');
    expect(screen.getByRole('region', { name: 'Data Security' })).toHaveTextContent(
      'Payments are processed by Paymob on its own secure payment page: your card details never reach our servers.',
    );
    expect(document.title).toBe('Privacy Policy | The Gate');
  });
});
