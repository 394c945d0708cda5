import { useRequestNotify } from '../api/coming-soon-request-notify';
import { t } from '../i18n';
import { EmailSignupForm } from './info-email-form';

export const NOTIFY_CONFIRMED = t('notifyConfirmed');

/** 'Notify Me' of the payments coming-soon page (PH-06): the heading above says what the field is for. */
export function NotifyMeForm() {
  const notify = useRequestNotify();
  return (
    <EmailSignupForm
      label={t('emailAddress')}
      hideLabel
      placeholder={t('enterYourEmail')}
      submitLabel={t('notifyMe')}
      successText={NOTIFY_CONFIRMED}
      mutation={notify}
      className="w-full text-start"
    />
  );
}
