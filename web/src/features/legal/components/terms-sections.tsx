import type { ReactNode } from 'react';
import { CONTACT } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { Message } from '@/lib/i18n/message';
import { Link } from '@/lib/router';
import { t } from '../i18n/terms';
import { LegalSection } from './legal-document';

/** The eleven sections, in B§2's order (TOS-01); the ids let other pages link to one. */
export const TERMS_SECTIONS = [
  { id: 'acceptance', title: t('sectionAcceptance') },
  { id: 'description', title: t('sectionDescription') },
  { id: 'accounts', title: t('sectionAccounts') },
  { id: 'user-content', title: t('sectionUserContent') },
  { id: 'intellectual-property', title: t('sectionIntellectualProperty') },
  { id: 'prohibited-uses', title: t('sectionProhibitedUses') },
  { id: 'termination', title: t('sectionTermination') },
  { id: 'disclaimer', title: t('sectionDisclaimer') },
  { id: 'liability', title: t('sectionLiability') },
  { id: 'changes', title: t('sectionChanges') },
  { id: 'contact', title: t('sectionContact') },
] as const;

type SectionId = (typeof TERMS_SECTIONS)[number]['id'];

/**
 * The e-mail address and phone number, kept left to right inside Arabic sentences (issue 26 §3).
 * The message gives each link its text; the children here only stand in for it.
 */
const mailLink = (
  <a href={`mailto:${CONTACT.email}`} dir="ltr">
    {CONTACT.email}
  </a>
);
const phoneLink = (
  <a href={CONTACT.phoneHref} dir="ltr">
    {CONTACT.phone}
  </a>
);
const contactFormLink = <Link to={paths.contact.href()} />;
const email = { email: CONTACT.email };

const BODIES: Record<SectionId, ReactNode> = {
  acceptance: (
    <>
      {/* B§5's minimum age of 16; registration's 13 (AMB-05) is met by the parental-consent route. */}
      <p>
        <Message t={t} id="acceptanceAgreement" components={{ 0: <Link to={paths.privacy.href()} /> }} />
      </p>
      <p>{t('acceptanceAge')}</p>
      <p>{t('acceptanceLaw')}</p>
    </>
  ),
  description: (
    <>
      <p>{t('descriptionShop')}</p>
      <ul>
        <li>
          <Message t={t} id="descriptionPayment" components={{ 0: <strong /> }} />
        </li>
        <li>
          <Message t={t} id="descriptionDelivery" components={{ 0: <strong /> }} />
        </li>
        <li>
          <Message t={t} id="descriptionRefunds" components={{ 0: <strong /> }} />
        </li>
      </ul>
      <p>{t('descriptionChanges')}</p>
    </>
  ),
  accounts: (
    <>
      <p>{t('accountsAccurate')}</p>
      <p>
        <Message t={t} id="accountsSecure" values={email} components={{ 0: mailLink }} />
      </p>
    </>
  ),
  'user-content': (
    <>
      <p>{t('userContentLicence')}</p>
      <p>{t('userContentResponsibility')}</p>
    </>
  ),
  'intellectual-property': (
    <>
      <p>{t('ipOwnership')}</p>
      <p>{t('ipLicence')}</p>
      <p>{t('ipTrademarks')}</p>
    </>
  ),
  'prohibited-uses': (
    <>
      <p>{t('prohibitedIntro')}</p>
      <ul>
        <li>{t('prohibitedCopying')}</li>
        <li>{t('prohibitedCircumventing')}</li>
        <li>{t('prohibitedHarmfulCode')}</li>
        <li>{t('prohibitedScraping')}</li>
        <li>{t('prohibitedUnlawful')}</li>
      </ul>
    </>
  ),
  termination: (
    <>
      <p>{t('terminationByYou')}</p>
      <p>{t('terminationByUs')}</p>
      <p>{t('terminationSurvival')}</p>
    </>
  ),
  disclaimer: (
    <>
      <p>{t('disclaimerAccuracy')}</p>
      <p>{t('disclaimerAsIs')}</p>
    </>
  ),
  liability: (
    <>
      <p>{t('liabilityLimit')}</p>
      <p>{t('liabilityConsumer')}</p>
    </>
  ),
  changes: (
    <>
      <p>{t('changesNotice')}</p>
      <p>{t('changesAcceptance')}</p>
    </>
  ),
  contact: (
    <>
      <p>{t('contactIntro')}</p>
      <ul>
        <li>
          <Message t={t} id="contactEmail" values={email} components={{ 0: mailLink }} />
        </li>
        <li>
          <Message t={t} id="contactPhone" values={{ phone: CONTACT.phone }} components={{ 0: phoneLink }} />
        </li>
        <li>{t('contactPost', { address: t('address') })}</li>
        <li>
          <Message t={t} id="contactForm" components={{ 0: contactFormLink }} />
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
