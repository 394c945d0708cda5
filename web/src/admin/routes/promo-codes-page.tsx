import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { getPromoCodes, promoCodesKey } from '../api/promo-codes';
import { ServerList } from '../components/server-list';
import { useListQuery } from '../lib/list-url-state';
import { adminPaths } from '../paths';
import { PROMO_LIST } from '../promo-codes/list-rules';
import { promoColumns } from '../promo-codes/promo-columns';
import { PromoFilters } from '../promo-codes/promo-filters';

/** The promo codes (issue 25 §4, promo.manage): each with its discount, dates, uses and revenue. */
export function PromoCodesPage() {
  const { query, change, page } = useListQuery(PROMO_LIST);
  const list = useQuery({
    queryKey: promoCodesKey(query),
    queryFn: ({ signal }) => getPromoCodes(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Promo codes"
      noun="Promo codes"
      actions={
        <Link to={adminPaths.newPromoCode} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New promo code
        </Link>
      }
      filters={<PromoFilters query={query} onChange={change} />}
      list={list}
      query={{}}
      page={page}
      filtered={Boolean(query.q || query.active)}
      columns={promoColumns}
      sortable={[]}
      getRowId={(row) => String(row.id)}
      change={change}
    />
  );
}
