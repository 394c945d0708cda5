import type { AdminPromoCode } from '@the-gate/contract/admin-promo-codes';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatMoney } from '@/lib/format';
import { getPromoCode, patchPromoCode, promoCodeKey } from '../api/promo-codes';
import { ItemEditPage, useReloadItem } from '../components/item-edit-page';
import { adminPaths } from '../paths';
import { ActiveSection } from '../promo-codes/active-section';
import { changedPromoRequest, type PromoFormValues, promoFormValuesOf } from '../promo-codes/form-values';
import { PromoCodeForm } from '../promo-codes/promo-code-form';
import { usesText } from '../promo-codes/promo-columns';

type Opened = { promo: AdminPromoCode; values: PromoFormValues };
const opened = (promo: AdminPromoCode): Opened => ({ promo, values: promoFormValuesOf(promo) });

/** What completed payments made of the code. */
function Figures({ promo }: { promo: AdminPromoCode }) {
  const figures = [
    ['Uses', usesText(promo)],
    ['Revenue', formatMoney(promo.revenueCents / 100)],
    ['Discount given', formatMoney(promo.discountGivenCents / 100)],
  ];
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 md:p-6">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EditPromoCode({ first }: { first: AdminPromoCode }) {
  const [state, setState] = useState(() => opened(first));
  const id = String(first.id);
  const reloadItem = useReloadItem(promoCodeKey(id), (signal) => getPromoCode(id, signal), ['admin', 'promo-codes']);
  const reload = async () => {
    const next = opened(await reloadItem());
    setState(next);
    return next;
  };
  const { promo } = state;
  return (
    <div className="max-w-3xl space-y-6">
      <Figures promo={promo} />
      <ActiveSection
        code={promo.code}
        active={promo.active}
        onChange={async (active) => {
          await patchPromoCode(id, { active, expectedUpdatedAt: promo.updatedAt });
          await reload();
        }}
      />
      <PromoCodeForm
        mode="edit"
        defaults={state.values}
        onSave={async (request) => {
          const patch = changedPromoRequest(state.values, request);
          const changed = Object.keys(patch).length > 0;
          if (changed) await patchPromoCode(id, { ...patch, expectedUpdatedAt: promo.updatedAt });
          const next = await reload();
          toast.success(changed ? 'Changes saved.' : 'Nothing to save: nothing changed.');
          return { values: next.values };
        }}
      />
    </div>
  );
}

/** A promo code's page (issue 25 §4): its figures, whether it is active, and its fields. */
export function PromoCodeEditPage() {
  return (
    <ItemEditPage
      back={{ to: adminPaths.promoCodes, label: 'Promo codes' }}
      noun="promo code"
      queryKey={promoCodeKey}
      load={getPromoCode}
      titleOf={(item: AdminPromoCode) => item.code}
      keyOf={(item) => item.id}
    >
      {(item) => <EditPromoCode first={item} />}
    </ItemEditPage>
  );
}
