import { useRequestNotify } from '../api/coming-soon-request-notify';
import { EmailSignupForm } from './info-email-form';

export const NOTIFY_CONFIRMED = "We'll let you know.";

/** 'Notify Me' of the payments coming-soon page (PH-06): the heading above says what the field is for. */
export function NotifyMeForm() {
  const notify = useRequestNotify();
  return (
    <EmailSignupForm
      label="Email address"
      hideLabel
      placeholder="Enter your email"
      submitLabel="Notify Me"
      successText={NOTIFY_CONFIRMED}
      mutation={notify}
      className="w-full text-start"
    />
  );
}
