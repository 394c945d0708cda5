import { useSubscribeToNewsletter } from '../api/info-subscribe-newsletter';
import { EmailSignupForm } from './info-email-form';

export const SUBSCRIBED = "You're subscribed.";

/** The information center's newsletter sign-up (INFO-05), under its 'Newsletter' heading. */
export function NewsletterForm() {
  const subscribe = useSubscribeToNewsletter();
  return (
    <EmailSignupForm
      label="Email address"
      placeholder="you@example.com"
      submitLabel="Subscribe"
      successText={SUBSCRIBED}
      mutation={subscribe}
    />
  );
}
