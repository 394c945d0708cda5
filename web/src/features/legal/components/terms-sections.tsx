import type { ReactNode } from 'react';
import { CONTACT } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { LegalSection } from './legal-document';

/** The eleven sections, in B§2's order (TOS-01); the ids let other pages link to one. */
export const TERMS_SECTIONS = [
  { id: 'acceptance', title: 'Acceptance of Terms' },
  { id: 'description', title: 'Description of the Services' },
  { id: 'accounts', title: 'User Accounts' },
  { id: 'user-content', title: 'User Content' },
  { id: 'intellectual-property', title: 'Intellectual Property' },
  { id: 'prohibited-uses', title: 'Prohibited Uses' },
  { id: 'termination', title: 'Termination' },
  { id: 'disclaimer', title: 'Disclaimer of Warranties' },
  { id: 'liability', title: 'Limitation of Liability' },
  { id: 'changes', title: 'Changes to These Terms' },
  { id: 'contact', title: 'Contact Us' },
] as const;

type SectionId = (typeof TERMS_SECTIONS)[number]['id'];

const BODIES: Record<SectionId, ReactNode> = {
  acceptance: (
    <>
      {/* B§5's minimum age of 16; registration's 13 (AMB-05) is met by the parental-consent route. */}
      <p>
        These Terms of Service ("Terms") govern your use of The Gate website and of the digital learning materials,
        packages, digital books, exams and courses we offer (together, the "Services"). By creating an account, buying
        or using the Services you agree to these Terms and to our <Link to={paths.privacy.href()}>Privacy Policy</Link>.
        If you do not agree, please do not use the Services.
      </p>
      <p>
        You must be at least 16 years old to accept these Terms yourself. If you are younger, a parent or legal guardian
        must consent to your use of the Services, accept these Terms on your behalf and supervise your use; they are
        responsible for the purchases made on your account.
      </p>
      <p>
        These Terms are governed by the laws of the Arab Republic of Egypt. Any dispute we cannot settle together will
        be decided by the competent courts of Cairo.
      </p>
    </>
  ),
  description: (
    <>
      <p>
        The Gate is an online shop and learning hub for Cambridge Checkpoint English First Language, Years 5 to 8. We
        sell individual materials (worksheets, presentations, practice exams and study notes), year packages in Starter,
        Basic and Pro tiers, digital books and professional-development courses for teachers, and we publish free
        resources and a blog.
      </p>
      <ul>
        <li>
          <strong>Prices and payment.</strong> Prices are shown and charged in Egyptian pounds (EGP). Card payments are
          processed by Paymob, our payment provider, on its secure payment page; we never receive or store your card
          details. An order is confirmed only when Paymob confirms the payment to us.
        </li>
        <li>
          <strong>Digital delivery.</strong> Everything we sell is digital and nothing is shipped. As soon as your
          payment is confirmed, materials, packages and books appear in My Materials and courses in My Courses, to read
          online or download.
        </li>
        <li>
          <strong>Cancellations and refunds.</strong> Because digital items are delivered at once, an order cannot be
          cancelled once it is in your account, except where the law gives you that right. If a file is faulty or not as
          described, or you were charged twice, write to us within 14 days and we will replace the item or refund the
          payment to the card you used.
        </li>
      </ul>
      <p>
        We may add, change or withdraw materials, Services or prices at any time. A change never affects an order that
        has already been paid for.
      </p>
    </>
  ),
  accounts: (
    <>
      <p>
        Some Services need an account. Give accurate information when you register and keep it up to date. An account is
        for one person; schools that want access for several teachers or classes should contact us.
      </p>
      <p>
        Keep your login secure: choose a strong password, do not share it, and sign out on shared devices. You are
        responsible for everything done through your account. If you think someone else has used it, tell us at once at{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
    </>
  ),
  'user-content': (
    <>
      <p>
        When you send us messages, reviews, comments or other material ("User Content"), you keep ownership of it and
        give us a non-exclusive, royalty-free licence to store, use and display it to run and improve the Services.
      </p>
      <p>
        You are responsible for your User Content. It must be lawful, accurate and respectful, it must be yours to
        share, and it must not contain other people's personal information without their permission. We may remove User
        Content that breaks these Terms.
      </p>
    </>
  ),
  'intellectual-property': (
    <>
      <p>
        The materials, books, courses, text, images, logos and software of the Services belong to The Gate or to its
        licensors and are protected by copyright and other intellectual property laws, including Egypt's Law No. 82 of
        2002 on the Protection of Intellectual Property Rights.
      </p>
      <p>
        Buying an item gives you a personal, non-transferable licence to use it for your own study or, if you are a
        teacher, to teach your own classes, including printing copies for the students in them. It does not allow you to
        resell, share, upload or publish the item, or to make it available to anyone else.
      </p>
      <p>
        "Cambridge" and "Checkpoint" are trademarks of their owners. The Gate is independent and is not affiliated with
        or endorsed by Cambridge University Press &amp; Assessment.
      </p>
    </>
  ),
  'prohibited-uses': (
    <>
      <p>Do not misuse the Services. In particular, you must not:</p>
      <ul>
        <li>copy, resell, share or publish paid materials, or share your account or your download links;</li>
        <li>try to get around payments or access controls, or get into another person's account;</li>
        <li>upload viruses or harmful code, or interfere with the working or security of the website;</li>
        <li>use robots, scrapers or other automated means to download content in bulk;</li>
        <li>use the Services for anything unlawful, fraudulent, abusive or harassing.</li>
      </ul>
    </>
  ),
  termination: (
    <>
      <p>You can stop using the Services and ask us to close your account at any time.</p>
      <p>
        We may suspend or close an account that breaks these Terms, for example by sharing paid materials, and we will
        tell you why where we can. When an account is closed for a breach, the licences for the items bought through it
        end, unless the law requires otherwise.
      </p>
      <p>
        The sections on intellectual property, disclaimers, limitation of liability and governing law continue to apply
        after your account is closed.
      </p>
    </>
  ),
  disclaimer: (
    <>
      <p>
        We work hard to keep our materials accurate and aligned with the Cambridge Checkpoint English curriculum
        framework, but they are study aids: we cannot guarantee any exam result.
      </p>
      <p>
        As far as the law allows, the Services are provided "as is" and "as available", without any promise that the
        website will always be available, uninterrupted or free of errors.
      </p>
    </>
  ),
  liability: (
    <>
      <p>
        As far as the law allows, The Gate is not liable for indirect or consequential loss, or for loss of data,
        profits or opportunities, arising from your use of the Services. Our total liability for any claim about an
        order is limited to the amount you paid for that order.
      </p>
      <p>
        Nothing in these Terms limits your rights as a consumer under Egyptian law, including the Consumer Protection
        Law No. 181 of 2018, or any liability that cannot be limited by law.
      </p>
    </>
  ),
  changes: (
    <>
      <p>
        We may change these Terms from time to time. We will give you at least 30 days' notice of any change before it
        takes effect, by e-mail to registered users and by a notice on this page, and we will update the "Last updated"
        date above.
      </p>
      <p>
        If you keep using the Services after a change takes effect, you accept the new Terms. If you do not agree, you
        can stop using the Services and close your account before then.
      </p>
    </>
  ),
  contact: (
    <>
      <p>Questions about these Terms? We are happy to help:</p>
      <ul>
        <li>
          Email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li>
          Phone: <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
        </li>
        <li>Post: The Gate, {CONTACT.address}</li>
        <li>
          Or use our <Link to={paths.contact.href()}>contact form</Link>.
        </li>
      </ul>
    </>
  ),
};

export function TermsSections() {
  return (
    <div className="flex flex-col gap-10">
      {TERMS_SECTIONS.map((section, index) => (
        <LegalSection key={section.id} id={section.id} number={index + 1} title={section.title}>
          {BODIES[section.id]}
        </LegalSection>
      ))}
    </div>
  );
}
