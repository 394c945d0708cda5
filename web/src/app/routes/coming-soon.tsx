import { ComingSoonPage as ComingSoonPageLayout } from '@/features/content/routes/coming-soon-page';
import { NotifyMeForm } from '@/features/inbox/components/notify-me-form';

/** `/coming-soon`: the payments placeholder with the inbox's 'Notify Me' form. */
export function ComingSoonPage() {
  return <ComingSoonPageLayout notifyForm={<NotifyMeForm />} />;
}
