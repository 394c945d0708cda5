import type { Material } from '@the-gate/contract/catalogue';
import { Check, Download, Eye, ShoppingCart } from 'lucide-react';
import { InLibraryLink } from '@/components/add-to-cart-button';
import { Button } from '@/components/ui/button';
import { useOwnsItem } from '@/hooks/use-owned-items';
import { formatPrice } from '@/lib/format';
import { useCart } from '@/stores/cart/cart-store';
import { t } from '../i18n';
import { downloadUrlOf, materialCartItem, previewUrlOf, priceOf } from '../lib/material-fields';

function NewTabLink({ href, label, variant }: { href: string; label: string; variant?: 'default' | 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {variant === 'outline' ? <Eye aria-hidden="true" /> : <Download aria-hidden="true" />}
        {label}
      </a>
    </Button>
  );
}

/** 'Preview Material' opens the preview in a new tab, disabled without one (MD-02, AMB-52). */
export function PreviewAction({ material }: { material: Material }) {
  const preview = previewUrlOf(material);
  if (preview) return <NewTabLink href={preview} label={t('previewMaterial')} variant="outline" />;
  return (
    <Button size="lg" variant="outline" disabled>
      <Eye aria-hidden="true" />
      {t('previewMaterial')}
    </Button>
  );
}

/**
 * Free: "Download Free" opens the file in a new tab, disabled without one (MD-03, MD-04).
 * Paid: the server sends a file URL only to a user who owns the material (contract §5.5), so with
 * one it is a plain download. Without one, "Buy for {price}" adds it to the cart and opens the
 * drawer, then reads "In Cart" (ARCHITECTURE decision on AMB-07, reading 2). An owner of a
 * material with no file to download is not offered it again (issue 22 §7).
 */
export function PurchaseAction({ material }: { material: Material }) {
  const cart = useCart();
  const owns = useOwnsItem();
  const file = downloadUrlOf(material);

  if (material.isFree) {
    if (file) return <NewTabLink href={file} label={t('downloadFree')} />;
    return (
      <Button size="lg" disabled>
        <Download aria-hidden="true" />
        {t('downloadFree')}
      </Button>
    );
  }
  if (file) return <NewTabLink href={file} label={t('download')} />;

  const key = { type: 'material' as const, id: material.id };
  if (owns(key)) return <InLibraryLink item={key} size="lg" />;
  const inCart = cart.isInCart(key);
  return (
    <Button size="lg" disabled={inCart} onClick={() => cart.add(materialCartItem(material), { open: true })}>
      {inCart ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
      {inCart ? t('inCart') : t('buyFor', { price: formatPrice(priceOf(material)) })}
    </Button>
  );
}
