import type { AdminPromoCode } from '@the-gate/contract/admin-promo-codes';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import { columnsFor } from '../components/data-table';
import { TitleLink } from '../components/item-cells';
import { formatWhen } from '../lib/format-when';
import { promoCodePath } from '../paths';

const helper = columnsFor<AdminPromoCode>();

/** "10% off" or "EGP 25.00 off", and the minimum order when there is one. */
export function discountText(promo: Pick<AdminPromoCode, 'percentOff' | 'amountOffCents' | 'minimumOrderCents'>) {
  const off =
    promo.percentOff !== null ? `${promo.percentOff}% off` : `${formatMoney((promo.amountOffCents ?? 0) / 100)} off`;
  return promo.minimumOrderCents === null ? off : `${off}, orders from ${formatMoney(promo.minimumOrderCents / 100)}`;
}

/** When the code can be used: "Always", "From …", "Until …" or "… – …". */
export function windowText({ startsAt, endsAt }: Pick<AdminPromoCode, 'startsAt' | 'endsAt'>) {
  if (startsAt && endsAt) return `${formatWhen(startsAt)} – ${formatWhen(endsAt)}`;
  if (startsAt) return `From ${formatWhen(startsAt)}`;
  if (endsAt) return `Until ${formatWhen(endsAt)}`;
  return 'Always';
}

/** "3 of 100", "3, no limit", with the per-customer limit when there is one. */
export function usesText({ usedCount, usageLimit, perCustomerLimit }: AdminPromoCode) {
  const total = usageLimit === null ? `${usedCount}, no limit` : `${usedCount} of ${usageLimit}`;
  return perCustomerLimit === null ? total : `${total} (${perCustomerLimit} per customer)`;
}

/** An active code's badge, or why buyers cannot use it. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

/** The columns of the promo codes table (issue 25 §4); the server lists newest first, unsorted otherwise. */
export const promoColumns = [
  helper.accessor('code', {
    header: 'Code',
    cell: ({ row }) => <TitleLink to={promoCodePath(row.original.id)}>{row.original.code}</TitleLink>,
  }),
  helper.display({ id: 'discount', header: 'Discount', cell: ({ row }) => discountText(row.original) }),
  helper.display({ id: 'window', header: 'Dates', cell: ({ row }) => windowText(row.original) }),
  helper.display({ id: 'uses', header: 'Uses', cell: ({ row }) => usesText(row.original) }),
  helper.accessor('revenueCents', { header: 'Revenue', cell: (info) => formatMoney(info.getValue() / 100) }),
  helper.accessor('active', { header: 'Active', cell: (info) => <ActiveBadge active={info.getValue()} /> }),
];
