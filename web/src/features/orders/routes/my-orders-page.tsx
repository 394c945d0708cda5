import type { MyOrdersResponse } from '@the-gate/contract/my-orders';
import type { ReactNode } from 'react';
import { PastLastPage } from '@/components/empty-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readAuthToken } from '@/lib/auth-token';
import { Link, useSearchParams } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { NoOrders, OrdersError, SignedOutOrders } from '../components/orders-states';
import { t } from '../i18n';

/** `?page=` as a page number: anything else is the first page. */
function pageOf(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The address of a page of the list: the first has no `?page=`. */
const pageHref = (page: number) => (page > 1 ? `${paths.myOrders.href()}?page=${page}` : paths.myOrders.href());

const PAGE_LINK = 'rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50';

function OrderList({ data, busy }: { data: MyOrdersResponse; busy: boolean }) {
  const { items, totalCount, page, pageSize } = data;
  if (items.length === 0) {
    if (totalCount === 0) return <NoOrders />;
    return <PastLastPage page={page} items="orders" firstPageHref={paths.myOrders.href()} />;
  }
  const lastPage = Math.ceil(totalCount / pageSize);
  return (
    <div className="flex flex-col gap-4" aria-busy={busy}>
      <p className="text-sm text-slate-600">
        {lastPage > 1
          ? t('orderCountPaged', { count: totalCount, page, lastPage })
          : t('orderCount', { count: totalCount })}
      </p>
      <ul aria-label={t('yourOrders')} className="flex flex-col gap-4">
        {items.map((order) => (
          <li key={order.reference}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {lastPage > 1 && (
        <nav aria-label={t('orderPages')} className="flex justify-between gap-2">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={PAGE_LINK}>
              {t('newerOrders')}
            </Link>
          ) : (
            <span />
          )}
          {page < lastPage && (
            <Link to={pageHref(page + 1)} className={PAGE_LINK}>
              {t('olderOrders')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

/**
 * `/my-orders` (issue 25 §7): every payment of the signed-in buyer, newest first, with its lines,
 * discount, amount, status and a PDF receipt to download. The page number lives in the address.
 * As My Materials, the route has no guard: the page itself asks a visitor to sign in.
 */
export function MyOrdersPage() {
  useDocumentTitle(t('documentTitle'));
  // Subscribing re-renders the page when the session changes (a sign-in or sign-out in another tab).
  useSession();
  const signedIn = readAuthToken() !== null;
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const orders = useMyOrders(page, signedIn);

  let content: ReactNode;
  if (!signedIn) content = <SignedOutOrders />;
  else if (orders.isPending || (orders.isError && orders.isFetching)) {
    content = <LoadingState label={t('loading')} />;
  } else if (orders.isError) content = <OrdersError error={orders.error} onRetry={() => orders.refetch()} />;
  else content = <OrderList data={orders.data} busy={orders.isPlaceholderData} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={t('myOrders')} intro={t('intro')} className="mb-8" />
      {content}
    </div>
  );
}
