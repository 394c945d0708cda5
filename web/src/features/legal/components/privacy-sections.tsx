import { CONTACT } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { Message } from '@/lib/i18n/message';
import { Link } from '@/lib/router';
import { t } from '../i18n/privacy';
import { LegalSection } from './legal-document';

/** The six anchored sections, in page order (B§2, PRV-01). */
export const PRIVACY_ANCHORS = [
  { id: 'information-collection', label: t('anchorCollection') },
  { id: 'information-usage', label: t('anchorUsage') },
  { id: 'information-sharing', label: t('anchorSharing') },
  { id: 'data-security', label: t('anchorSecurity') },
  { id: 'children-privacy', label: t('anchorChildren') },
  { id: 'your-rights', label: t('anchorRights') },
] as const;

const [collection, usage, sharing, security, children, rights] = PRIVACY_ANCHORS;

/**
 * The e-mail address and phone number, kept left to right inside Arabic sentences (issue 26 §3).
 * The message gives each link its text; the children here only stand in for it.
 */
const mailLink = (
  <a href={`mailto:${CONTACT.email}`} dir="ltr">
    {CONTACT.email}
  </a>
);
const email = { email: CONTACT.email };
const bold = { 0: <strong /> };

/** The policy's eight sections; the last two have no anchor (PRV-02). */
export function PrivacySections() {
  return (
    <div className="flex flex-col gap-10">
      <LegalSection id={collection.id} title={collection.label}>
        <p>{t('collectionIntro')}</p>
        <ul>
          <li>
            <Message t={t} id="collectionAccount" components={bold} />
          </li>
          <li>
            <Message t={t} id="collectionOrders" components={bold} />
          </li>
          <li>
            <Message t={t} id="collectionMessages" components={bold} />
          </li>
          <li>
            <Message t={t} id="collectionTechnical" components={bold} />
          </li>
        </ul>
      </LegalSection>

      <LegalSection id={usage.id} title={usage.label}>
        <p>{t('usageIntro')}</p>
        <ul>
          <li>{t('usageAccount')}</li>
          <li>{t('usageOrders')}</li>
          <li>{t('usageMessages')}</li>
          <li>{t('usageNewsletter')}</li>
          <li>{t('usageSecurity')}</li>
          <li>{t('usageImprovement')}</li>
          <li>{t('usageRecords')}</li>
        </ul>
      </LegalSection>

      <LegalSection id={sharing.id} title={sharing.label}>
        <p>
          <Message t={t} id="sharingIntro" components={bold} />
        </p>
        <ul>
          <li>
            <Message t={t} id="sharingPaymob" components={bold} />
          </li>
          <li>{t('sharingProviders')}</li>
          <li>{t('sharingAuthorities')}</li>
        </ul>
      </LegalSection>

      <LegalSection id={security.id} title={security.label}>
        <ul>
          <li>{t('securityHttps')}</li>
          <li>{t('securityPasswords')}</li>
          <li>{t('securityPayments')}</li>
          <li>{t('securityDownloads')}</li>
          <li>{t('securitySignOut')}</li>
        </ul>
        <p>{t('securityRetention')}</p>
      </LegalSection>

      <LegalSection id={children.id} title={children.label}>
        <p>{t('childrenCare')}</p>
        <p>
          <Message t={t} id="childrenParents" values={email} components={{ 0: mailLink }} />
        </p>
      </LegalSection>

      <LegalSection id={rights.id} title={rights.label}>
        <p>
          <Message t={t} id="rightsAccess" values={email} components={{ 0: mailLink }} />
        </p>
        <p>{t('rightsMore')}</p>
      </LegalSection>

      <LegalSection title={t('cookiesTitle')}>
        <p>{t('cookiesText')}</p>
      </LegalSection>

      <LegalSection title={t('changesTitle')}>
        <p>
          <Message
            t={t}
            id="changesText"
            values={{ ...email, phone: CONTACT.phone }}
            components={{
              0: mailLink,
              1: (
                <a href={CONTACT.phoneHref} dir="ltr">
                  {CONTACT.phone}
                </a>
              ),
              2: <Link to={paths.contact.href()} />,
            }}
          />
        </p>
      </LegalSection>
    </div>
  );
}
