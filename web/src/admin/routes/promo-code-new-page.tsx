import { useQueryClient } from '@tanstack/react-query';
import type { CreatePromoCodeRequest } from '@the-gate/contract/admin-promo-codes';
import { toast } from 'sonner';
import { createPromoCode } from '../api/promo-codes';
import { NewItemPage } from '../components/item-edit-page';
import { adminPaths, promoCodePath } from '../paths';
import { EMPTY_PROMO } from '../promo-codes/form-values';
import { PromoCodeForm } from '../promo-codes/promo-code-form';

/** A new promo code (promo.manage); then its own page, where it can be changed or deactivated. */
export function PromoCodeNewPage() {
  const queryClient = useQueryClient();
  return (
    <NewItemPage back={{ to: adminPaths.promoCodes, label: 'Promo codes' }} title="New promo code">
      <PromoCodeForm
        mode="create"
        defaults={EMPTY_PROMO}
        onSave={async (request) => {
          const { id } = await createPromoCode(request as CreatePromoCodeRequest);
          void queryClient.invalidateQueries({ queryKey: ['admin', 'promo-codes'] });
          toast.success(`Promo code ${request.code} created.`);
          return { goTo: promoCodePath(id) };
        }}
      />
    </NewItemPage>
  );
}
