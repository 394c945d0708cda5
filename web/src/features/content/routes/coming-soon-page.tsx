import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/lib/router';
import { t } from '../i18n/coming-soon';

/**
 * `/coming-soon`, the payment-system placeholder (A§2, PH-06). Notify Me stores the address (our
 * decision, ARCHITECTURE "Forms the spec only simulates … are also stored"; PH-07 shows no action).
 * That form writes to the inbox, another feature, so the app hands it in as `notifyForm`.
 */
export function ComingSoonPage({ notifyForm }: { notifyForm: ReactNode }) {
  useDocumentTitle(t('documentTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <CreditCard className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="text-slate-600">{t('text')}</p>
      {notifyForm}
      <Button asChild variant="link">
        <Link to={paths.home.href()}>{t('backHome')}</Link>
      </Button>
    </section>
  );
}
