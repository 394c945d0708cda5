import { CONTACT } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { LegalSection } from './legal-document';

/** The six anchored sections, in page order (B§2, PRV-01). */
export const PRIVACY_ANCHORS = [
  { id: 'information-collection', label: 'Information We Collect' },
  { id: 'information-usage', label: 'How We Use Your Information' },
  { id: 'information-sharing', label: 'How We Share Information' },
  { id: 'data-security', label: 'Data Security' },
  { id: 'children-privacy', label: "Children's Privacy" },
  { id: 'your-rights', label: 'Your Rights' },
] as const;

const [collection, usage, sharing, security, children, rights] = PRIVACY_ANCHORS;

const mailLink = <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>;

/** The policy's eight sections; the last two have no anchor (PRV-02). */
export function PrivacySections() {
  return (
    <div className="flex flex-col gap-10">
      <LegalSection id={collection.id} title={collection.label}>
        <p>We collect only what we need to run your account and deliver what you buy:</p>
        <ul>
          <li>
            <strong>Account details</strong> you give us when you register: your name, username, e-mail address, mobile
            number, country, date of birth, gender, whether you are a student, parent or teacher, and the interests and
            communication preferences you choose.
          </li>
          <li>
            <strong>Orders</strong>: the items you buy, the amounts, dates and the payment result and reference that
            Paymob sends us. We never receive your card number.
          </li>
          <li>
            <strong>Messages</strong> you send through the contact form, and the e-mail address you give for our
            newsletter or for a Notify Me request.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address, browser type and the pages and files you request, kept in
            our server logs for security.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id={usage.id} title={usage.label}>
        <p>We use your information to:</p>
        <ul>
          <li>create and run your account, and sign you in;</li>
          <li>take payment for your orders, deliver your materials and courses, and send your receipts;</li>
          <li>answer your messages and support requests;</li>
          <li>
            send the newsletter or a Notify Me e-mail, only when you asked for it; you can unsubscribe at any time;
          </li>
          <li>keep the Services secure and prevent fraud and misuse;</li>
          <li>improve our materials, using figures such as how often an item is downloaded;</li>
          <li>keep the records that tax and accounting law require.</li>
        </ul>
      </LegalSection>

      <LegalSection id={sharing.id} title={sharing.label}>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it with advertisers. We share
          it only with:
        </p>
        <ul>
          <li>
            <strong>Paymob</strong>, our payment provider, which receives the name, e-mail address, phone number and
            billing details needed to take a card payment;
          </li>
          <li>
            the companies that host our website and send our e-mails, under contracts that let them use it for nothing
            else;
          </li>
          <li>public authorities, when the law requires us to.</li>
        </ul>
      </LegalSection>

      <LegalSection id={security.id} title={security.label}>
        <ul>
          <li>Every page and download is served over an encrypted (HTTPS) connection.</li>
          <li>Passwords are stored only as strong one-way hashes; nobody at The Gate can read them.</li>
          <li>
            Payments are processed by Paymob on its own secure payment page: your card details never reach our servers.
          </li>
          <li>Paid files are delivered through short-lived links, and only to the account that bought them.</li>
          <li>Signing out ends your session on our server, not just in your browser.</li>
        </ul>
        <p>
          We keep your account data while your account is open, and order records for as long as tax law requires. After
          that we delete or anonymise them.
        </p>
      </LegalSection>

      <LegalSection id={children.id} title={children.label}>
        <p>
          Many of our learners are children, so we take extra care. Anyone under 16 may use The Gate only with the
          consent of a parent or legal guardian. If we learn that we hold personal information of a child under 16
          without parental consent, we delete it.
        </p>
        <p>
          Parents and guardians can ask to see, correct or delete their child's information at any time by writing to{' '}
          {mailLink}.
        </p>
      </LegalSection>

      <LegalSection id={rights.id} title={rights.label}>
        <p>
          You can access, update or delete your personal information from your account settings. Until those settings
          are available in your profile, write to {mailLink} from the address on your account and we will do it for you
          within 30 days.
        </p>
        <p>
          You can also ask for a copy of your data, object to how we use it, and unsubscribe from e-mails at any time.
          If you are unhappy with our answer, you can complain to Egypt's Personal Data Protection Center.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and Browser Storage">
        <p>
          We do not use advertising or tracking cookies. The website stores only what it needs to work in your browser:
          your cart and, when you sign in, your session. Clearing your browser's site data removes them.
        </p>
      </LegalSection>

      <LegalSection title="Changes and Contact">
        <p>
          We may update this policy. We will post the new version on this page with a new "Last updated" date and, for
          important changes, e-mail registered users. Questions about your privacy? Write to {mailLink}, call{' '}
          <a href={CONTACT.phoneHref}>{CONTACT.phone}</a> or use our <Link to={paths.contact.href()}>contact form</Link>
          .
        </p>
      </LegalSection>
    </div>
  );
}
