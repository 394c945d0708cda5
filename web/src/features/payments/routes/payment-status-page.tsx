import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link, useLocation, useSearchParams } from '@/lib/router';
import { useCart } from '@/stores/cart/cart-store';
import { usePaymentStatus } from '../api/get-payment-status';
import { resultCard } from '../components/result-card';
import { Actions, StatusCard, type StatusCardContent } from '../components/status-card';
import { t } from '../i18n';
import { type PaymentResult, paymentOutcome, resultFromAddress } from '../lib/payment-result';
import { readPendingPayment, removePendingPayment } from '../lib/pending-payment';

export const NO_REFERENCE = t('noReference');

const reloadWindow = () => window.location.reload();

/**
 * A Completed result the server verified ends the purchase here: the cart is emptied, the pending
 * reference forgotten (PS-10), and cached pages are refetched so product pages show their Download
 * links. The page itself grants nothing: the server did, from the provider's signed callback.
 */
function useFinishVerifiedPurchase(result: PaymentResult | undefined) {
  const { clear } = useCart();
  const queryClient = useQueryClient();
  const completed = result && paymentOutcome(result.status) === 'Completed' ? result.paymentReference : null;
  useEffect(() => {
    if (!completed) return;
    clear();
    removePendingPayment();
    // Everything but the payment calls themselves, which would only be asked again for nothing.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'payments' });
  }, [completed, clear, queryClient]);
}

type Props = {
  /** 'Check Again' and 'Refresh Status' reload the page (A§4); tests pass a spy. */
  reloadPage?: () => void;
};

/** `/payment-status` and `/payment-statusf` (A§2, A§4 "Payment result", PS-01..PS-20). */
export function PaymentStatusPage({ reloadPage = reloadWindow }: Props) {
  const { pathname, search, hash } = useLocation();
  const [searchParams] = useSearchParams();
  const fromAddress = useMemo(() => resultFromAddress(search, hash), [search, hash]);
  // Read once: a verified Completed removes it, and the page must keep showing that result.
  const [storedReference] = useState(readPendingPayment);
  // PS-04, PS-05: the address first, then the stored reference; none with an address-built result (PS-02).
  const reference = fromAddress ? null : searchParams.get('ref') || storedReference;
  const status = usePaymentStatus(reference);
  useFinishVerifiedPurchase(status.data);

  let card: StatusCardContent;
  if (fromAddress) {
    card = resultCard(fromAddress, reloadPage);
  } else if (!reference) {
    // PS-07: nothing to look up, so nothing is asked.
    card = {
      tone: 'error',
      title: t('paymentStatus'),
      message: NO_REFERENCE,
      children: (
        <Actions>
          <Button asChild size="lg">
            <Link to={paths.materials.href()}>{t('continueShopping')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home.href()}>{t('backToHome')}</Link>
          </Button>
        </Actions>
      ),
    };
  } else if (status.data) {
    card = resultCard(status.data, reloadPage);
  } else if (status.error) {
    // PS-08, PS-09 (AMB-35 a): a failed check is not a failed payment, so it has its own card.
    const loginRequired = 'loginRequired' in status.error && status.error.loginRequired === true;
    card = {
      tone: 'error',
      title: t('paymentStatus'),
      message: status.error.message,
      children: (
        <Actions>
          {loginRequired ? (
            <Button asChild size="lg">
              {/* Back to this page once signed in (AMB-19 reading 2). */}
              <Link to={paths.login.href(`${pathname}${search}`)}>{t('logIn')}</Link>
            </Button>
          ) : (
            <Button size="lg" onClick={() => void status.refetch()}>
              {t('checkAgain')}
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home.href()}>{t('backToHome')}</Link>
          </Button>
        </Actions>
      ),
    };
  } else {
    card = {
      tone: 'loading',
      title: t('checkingStatus'),
      message: t('pleaseWait'),
    };
  }
  return <StatusCard {...card} />;
}
