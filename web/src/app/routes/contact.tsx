import { ContactPage as ContactPageLayout } from '@/features/content/routes/contact-page';
import { ContactForm } from '@/features/inbox/components/contact-form';

/** `/contact`: the content feature's page around the inbox's contact form (features never import each other). */
export function ContactPage() {
  return <ContactPageLayout form={<ContactForm />} />;
}
