import { CURRENCY } from '@the-gate/contract/payment-rules';
import type { CustomerDetails } from '@the-gate/contract/payments';
import { ArrowLeft, FlaskConical, Lock } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { useCheckedOnSubmitForm } from '@/components/form/use-checked-on-submit';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { readAuthToken } from '@/lib/auth-token';
import { useNavigate } from '@/lib/router';
import { useCart } from '@/stores/cart/cart-store';
import { useMe } from '../api/get-me';
import { useTestMode } from '../api/get-payment-mode';
import { PaymentError, useInitiatePayment } from '../api/initiate-payment';
import { t } from '../i18n';
import { toPaymentCartItems } from '../lib/payment-cart-items';
import { savePendingPayment } from '../lib/pending-payment';
import { CustomerFields, type CustomerFormValues } from './customer-fields';
import { LoginLink } from './login-link';
import { OrderSummary } from './order-summary';

const assignWindow = (url: string) => window.location.assign(url);

export type CheckoutViewProps = {
  /** The back arrow: returns to the cart's list view (DRW-14, AMB-02 reading 2). */
  onBack(): void;
  /** The full-page move to the provider (PAY-12); tests pass a spy, since jsdom cannot navigate. */
  assignLocation?: (url: string) => void;
};

/** The fallback when a failure has no words of its own (A§2, A§8, DRW-15, ERR-08). */
export const PAYMENT_FAILED_FALLBACK = t('paymentFailedFallback');

const EMPTY: CustomerFormValues = { name: '', email: '', phone: '', street1: '', city: '' };

/** Fills the fields the user has not typed in yet from GET /api/auth/me; never overwrites. */
function usePrefill(
  getValues: (name: keyof CustomerFormValues) => string,
  setValue: (name: keyof CustomerFormValues, value: string) => void,
) {
  const me = useMe(readAuthToken() !== null);
  useEffect(() => {
    if (!me.data) return;
    const known: Partial<CustomerFormValues> = {
      name: me.data.fullName,
      email: me.data.email,
      phone: me.data.mobileNumber,
    };
    for (const [name, value] of Object.entries(known) as [keyof CustomerFormValues, string | undefined][]) {
      if (value && !getValues(name)) setValue(name, value);
    }
  }, [me.data, getValues, setValue]);
}

/** The contract's schema, loaded with zod on the first Proceed to Payment (issue 23 §5). */
const loadCustomerDetailsSchema = async () => (await import('@the-gate/contract/payments')).customerDetailsSchema;

/**
 * The cart drawer's second view (A§2 "Checkout form", CO-01..CO-26, PAY-02..PAY-18): the
 * customer's details, the order summary with a promo code, and Proceed to Payment.
 */
export function CheckoutView({ onBack, assignLocation = assignWindow }: CheckoutViewProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const formId = useId();
  const cartItems = useMemo(() => toPaymentCartItems(cart.items), [cart.items]);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [loginRequired, setLoginRequired] = useState(false);
  const initiate = useInitiatePayment();
  const testMode = useTestMode();
  // On submit only (A§5, CO-08); an edit clears its own error instead (CO-24).
  const { field, handleSubmit, getValues, setValue } = useCheckedOnSubmitForm<CustomerFormValues, CustomerDetails>(
    loadCustomerDetailsSchema,
    EMPTY,
  );
  usePrefill(getValues, setValue);

  // Every field is checked at once, so an empty form shows all five messages (CO-23); with any
  // error, handleSubmit sends nothing (CO-25).
  const onSubmit = handleSubmit(async (customerDetails) => {
    setLoginRequired(false);
    // CO-26, DRW-16 (AMB-10 reading 1): the drawer's own words, and no request, when signed out.
    if (!readAuthToken()) {
      setLoginRequired(true);
      return;
    }
    try {
      // The schema's output is sent: trimmed, the phone as +20... for a local number, country EG.
      const started = await initiate.mutateAsync({
        cartItems,
        currency: CURRENCY,
        customerDetails,
        ...(promoCode ? { promoCode } : {}),
      });
      // PAY-10..PAY-12 (AMB-34 reading 1): remember the payment, close the drawer, show the result
      // page, then leave for the provider. The cart stays until a verified Completed (PAY-13).
      savePendingPayment(started.paymentReference);
      cart.setOpen(false);
      navigate(paths.paymentStatus.href(started.paymentReference));
      assignLocation(started.paymentUrl);
    } catch {
      // The Payment Error box shows the mutation's error; what the user typed stays (PAY-18).
    }
  });

  // Busy from the request until the page leaves for the provider (PAY-02, CO-05, CO-07).
  const busy = initiate.isPending || initiate.isSuccess;
  const failure =
    initiate.error instanceof PaymentError ? initiate.error : initiate.error ? new PaymentError('') : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <fieldset disabled={busy} className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-4">
          <Button variant="ghost" size="icon" aria-label={t('backToCart')} onClick={onBack}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <h3 className="font-semibold text-slate-900">{t('checkout')}</h3>
        </div>
        <div className="flex-1 space-y-6 overflow-y-auto px-4 py-4 sm:px-6">
          <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
            <CustomerFields field={field} />
          </form>
          <OrderSummary
            items={cart.items}
            cartItems={cartItems}
            promoCode={promoCode}
            onPromoCodeChange={setPromoCode}
          />
        </div>
      </fieldset>
      <div className="space-y-3 border-t border-slate-200 bg-slate-50 px-4 py-4 sm:px-6">
        {loginRequired ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{t('loginToPurchase')}</p>
            <LoginLink hash="#cart" onClick={() => cart.setOpen(false)} />
          </div>
        ) : null}
        {failure ? (
          // The box titled 'Payment Error' (DRW-15), with a way forward when signing in again helps.
          <FormNotice title={t('paymentError')}>
            <p>{failure.message || PAYMENT_FAILED_FALLBACK}</p>
            {failure.loginRequired ? <LoginLink hash="#cart" onClick={() => cart.setOpen(false)} /> : null}
          </FormNotice>
        ) : null}
        {testMode ? (
          <p className="flex items-center justify-center gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-center text-sm font-medium text-amber-900">
            <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
            {t('testModeNotice')}
          </p>
        ) : null}
        <SubmitButton form={formId} pending={busy} pendingLabel={t('processing')} className="w-full">
          {t('proceedToPayment')}
        </SubmitButton>
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-600">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          {t('securedByPaymob')}
        </p>
      </div>
    </div>
  );
}
