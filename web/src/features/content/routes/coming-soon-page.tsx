import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRequestNotify } from '../api/coming-soon-request-notify';
import { EmailSignupForm } from '../components/info-email-form';

export const NOTIFY_CONFIRMED = "We'll let you know.";

/**
 * `/coming-soon`, the payment-system placeholder (A§2, PH-06). Notify Me stores the address (our
 * decision, ARCHITECTURE "Forms the spec only simulates … are also stored"; PH-07 shows no action).
 */
export function ComingSoonPage() {
  useDocumentTitle('Payments Coming Soon | The Gate');
  const notify = useRequestNotify();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <CreditCard className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">Payment System Coming Soon</h1>
      <p className="text-slate-600">
        Our payment system is coming soon. Leave your e-mail address and we'll let you know as soon as it's ready.
      </p>
      <EmailSignupForm
        label="Email address"
        hideLabel
        placeholder="Enter your email"
        submitLabel="Notify Me"
        successText={NOTIFY_CONFIRMED}
        mutation={notify}
        className="w-full text-left"
      />
      <Button asChild variant="link">
        <Link to={paths.home.href()}>Back to Home</Link>
      </Button>
    </section>
  );
}
