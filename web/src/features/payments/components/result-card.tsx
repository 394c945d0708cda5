import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';
import { type PaymentResult, paymentOutcome } from '../lib/payment-result';
import { OrderDetails } from './order-details';
import { Actions, type StatusCardContent } from './status-card';

export const RESULT_TEXTS = {
  completedTitle: t('completedTitle'),
  completedMessage: t('completedMessage'),
  failedTitle: t('failedTitle'),
  failedMessage: t('failedMessage'),
  pendingTitle: t('pendingTitle'),
  pendingMessage: t('pendingMessage'),
  pendingNote: t('pendingNote'),
  unknownTitle: t('unknownTitle'),
  unknownMessage: t('unknownMessage'),
} as const;

function LinkButton({ to, label, variant }: { to: string; label: string; variant?: 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

/** What the card shows for a result: one outcome of A§4 "Payment result" (PS-10..PS-18). */
export function resultCard(result: PaymentResult, onReload: () => void): StatusCardContent {
  switch (paymentOutcome(result.status)) {
    case 'Completed':
      return {
        tone: 'success',
        title: RESULT_TEXTS.completedTitle,
        message: RESULT_TEXTS.completedMessage,
        children: (
          <>
            <Actions>
              <LinkButton to={paths.myMaterials.href()} label={t('goToMyMaterials')} />
              <LinkButton to={paths.home.href()} label={t('backToHome')} variant="outline" />
            </Actions>
            <OrderDetails result={result} />
          </>
        ),
      };
    case 'Failed':
      return {
        tone: 'failure',
        title: RESULT_TEXTS.failedTitle,
        message: result.failureReason ?? RESULT_TEXTS.failedMessage,
        children: (
          <>
            <Actions>
              <LinkButton to={paths.materials.href()} label={t('continueShopping')} />
              <Button size="lg" variant="outline" onClick={onReload}>
                {t('checkAgain')}
              </Button>
            </Actions>
            <OrderDetails result={result} />
          </>
        ),
      };
    case 'Pending':
      return {
        tone: 'pending',
        title: RESULT_TEXTS.pendingTitle,
        message: RESULT_TEXTS.pendingMessage,
        children: (
          <>
            <p className="mt-3 text-sm text-slate-500">{RESULT_TEXTS.pendingNote}</p>
            <Actions>
              <Button size="lg" onClick={onReload}>
                {t('refreshStatus')}
              </Button>
              <LinkButton to={paths.home.href()} label={t('backToHome')} variant="outline" />
            </Actions>
            <OrderDetails result={result} />
          </>
        ),
      };
    default:
      // PS-18: no actions.
      return { tone: 'unknown', title: RESULT_TEXTS.unknownTitle, message: RESULT_TEXTS.unknownMessage };
  }
}
