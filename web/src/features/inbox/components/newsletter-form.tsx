import { useSubscribeToNewsletter } from '../api/info-subscribe-newsletter';
import { t } from '../i18n';
import { EmailSignupForm } from './info-email-form';

export const SUBSCRIBED = t('subscribed');

/** The information center's newsletter sign-up (INFO-05), under its 'Newsletter' heading. */
export function NewsletterForm() {
  const subscribe = useSubscribeToNewsletter();
  return (
    <EmailSignupForm
      label={t('emailAddress')}
      placeholder={t('emailPlaceholder')}
      submitLabel={t('subscribe')}
      successText={SUBSCRIBED}
      mutation={subscribe}
    />
  );
}
