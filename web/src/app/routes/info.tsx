import { InfoPage as InfoPageLayout } from '@/features/content/routes/info-page';
import { NewsletterForm } from '@/features/inbox/components/newsletter-form';

/** `/info`: the information center with the inbox's newsletter sign-up in its Connect tab. */
export function InfoPage() {
  return <InfoPageLayout newsletter={<NewsletterForm />} />;
}
