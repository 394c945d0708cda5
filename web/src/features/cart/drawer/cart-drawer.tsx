import { ShoppingCart } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { readAuthToken } from '@/lib/auth-token';
import { formatPrice } from '@/lib/format';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { useCart } from '@/stores/cart/cart-store';
import { CartLine } from './cart-line';
import { t } from './i18n';

/** "1 item" or "{n} items" (DRW-03). */
function itemCount(count: number): string {
  return t('itemCount', { count });
}

/** What the drawer hands its checkout view: the way back to the list (DRW-14). */
export type CheckoutViewProps = { onBack(): void };

export type CartDrawerProps = {
  /**
   * The drawer's second view, the checkout form (A§4, CART-18). The app layer supplies it: the
   * cart feature does not import the checkout feature (STYLE: features never import each other).
   */
  renderCheckout(view: CheckoutViewProps): ReactNode;
};

/** The cart drawer (A§2 "Cart drawer"), opened and closed through the cart store. */
export function CartDrawer({ renderCheckout }: CartDrawerProps) {
  const { isOpen, setOpen } = useCart();
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent>
        {/* Radix unmounts the content on close: the drawer opens again on the list, without notices. */}
        <CartPanel renderCheckout={renderCheckout} />
      </SheetContent>
    </Sheet>
  );
}

function CartPanel({ renderCheckout }: CartDrawerProps) {
  const { items, totalItems } = useCart();
  const [view, setView] = useState<'list' | 'checkout'>('list');
  return (
    <>
      <div className="flex items-center gap-3 border-b border-slate-200 py-4 pe-14 ps-4 sm:ps-6">
        <ShoppingCart className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <SheetTitle className="text-lg font-semibold text-slate-900">{t('shoppingCart')}</SheetTitle>
        {/* The count sums quantities, like the navigation badge (AMB-42). */}
        <Badge variant="secondary">{itemCount(totalItems)}</Badge>
      </div>
      <SheetDescription className="sr-only">{t('reviewItems')}</SheetDescription>
      {items.length === 0 ? (
        <EmptyCart />
      ) : view === 'checkout' ? (
        renderCheckout({ onBack: () => setView('list') })
      ) : (
        <>
          <ul aria-label={t('cartItems')} className="flex-1 divide-y divide-slate-200 overflow-y-auto px-4 sm:px-6">
            {items.map((item) => (
              <CartLine key={`${item.type}-${item.id}-${item.licenceId ?? ''}`} item={item} />
            ))}
          </ul>
          <CartFooter onCheckout={() => setView('checkout')} />
        </>
      )}
    </>
  );
}

function EmptyCart() {
  const { setOpen } = useCart();
  const navigate = useNavigate();
  // The spec names the button but not its action (DRW-04): closing and going to the catalogue is our reading.
  const continueShopping = () => {
    setOpen(false);
    navigate(paths.materials.href());
  };
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <ShoppingCart className="size-12 text-slate-300" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-900">{t('emptyTitle')}</p>
      <p className="text-sm text-slate-600">{t('emptyBody')}</p>
      <Button className="mt-2" onClick={continueShopping}>
        {t('continueShopping')}
      </Button>
    </div>
  );
}

/**
 * Proceed to Checkout opens the checkout form (AMB-02 reading 2, ARCHITECTURE): no placeholder
 * customer is ever sent. A visitor without a token is asked to log in first (DRW-16, AMB-10: the
 * drawer's own text), with a link that comes back to this page and reopens the cart (#cart).
 */
function CartFooter({ onCheckout }: { onCheckout(): void }) {
  const { totalItems, totalPrice, clear, setOpen } = useCart();
  const { pathname, search } = useLocation();
  const [loginRequired, setLoginRequired] = useState(false);
  // On /login itself the link keeps the page's own redirect rather than coming back to /login.
  const loginHref =
    pathname === paths.login.path ? `${pathname}${search}` : paths.login.href(`${pathname}${search}#cart`);

  const proceedToCheckout = () => {
    if (readAuthToken() === null) setLoginRequired(true);
    else onCheckout();
  };

  return (
    <div className="space-y-4 border-t border-slate-200 bg-slate-50 px-4 py-4 sm:px-6">
      <dl className="space-y-1">
        <div className="flex justify-between text-sm text-slate-600">
          <dt>{t('items')}</dt>
          <dd>{totalItems}</dd>
        </div>
        {/* Outside checkout the store's price format applies; two decimals are for the checkout form (A§9). */}
        <div className="flex justify-between text-lg font-semibold text-slate-900">
          <dt>{t('total')}</dt>
          <dd>{formatPrice(totalPrice)}</dd>
        </div>
      </dl>
      {loginRequired ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('loginToPurchase')}</p>
          <Link
            to={loginHref}
            onClick={() => setOpen(false)}
            className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-4"
          >
            {t('logIn')}
          </Link>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" className="sm:flex-1" onClick={clear}>
          {t('clearCart')}
        </Button>
        <Button className="sm:flex-[2]" onClick={proceedToCheckout}>
          {t('proceedToCheckout')}
        </Button>
      </div>
    </div>
  );
}
