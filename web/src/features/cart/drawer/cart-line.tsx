import type { CartItem } from '@the-gate/contract/cart';
import {
  BookOpen,
  CircleCheck,
  ClipboardCheck,
  FileText,
  GraduationCap,
  Minus,
  Package,
  Plus,
  ShoppingBag,
  Trash2,
  User,
} from 'lucide-react';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useOwnsItem } from '@/hooks/use-owned-items';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useCart } from '@/stores/cart/cart-store';
import { t } from './i18n';

/** The type badge's text (DRW-07): a stored line of an unknown type still reads "Item". */
export function cartTypeLabel(type: string): string {
  switch (type) {
    case 'book':
      return t('typeBook');
    case 'course':
      return t('typeCourse');
    case 'exam':
      return t('typeExam');
    case 'material':
      return t('typeMaterial');
    case 'package':
      return t('typePackage');
    default:
      return t('typeItem');
  }
}

const typeIcons: Record<string, typeof ShoppingBag> = {
  book: BookOpen,
  course: GraduationCap,
  exam: ClipboardCheck,
  material: FileText,
  package: Package,
};

/** A thumbnail when the line has one, else an icon for its type (DRW-05); a broken image falls back (GLB-13). */
function LineThumbnail({ item }: { item: CartItem }) {
  const frame = 'size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100';
  if (item.thumbnailPath) {
    // The title sits next to the image, so the image itself is decorative.
    return (
      <FallbackImage
        src={item.thumbnailPath}
        alt=""
        width={64}
        height={64}
        sizes={IMAGE_SIZES.thumbnail}
        className={cn(frame, 'object-contain')}
      />
    );
  }
  const Icon = typeIcons[item.type] ?? ShoppingBag;
  return (
    <div aria-hidden="true" className={cn(frame, 'flex items-center justify-center text-brand-600')}>
      <Icon className="size-7" />
    </div>
  );
}

/**
 * A line of something the buyer already owns (a cart kept from before the purchase, or filled in
 * another tab): the server would refuse it (issue 22 §7), so the line says so and offers removal.
 */
function OwnedNote({ item, onRemove }: { item: CartItem; onRemove(): void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="flex items-center gap-1.5 font-medium">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        {t('alreadyOwned')}
      </p>
      <Button
        variant="bare"
        size="bare"
        className="h-auto p-0 text-amber-900 underline underline-offset-4 hover:underline"
        aria-label={t('removeFromCartOf', { title: item.title })}
        onClick={onRemove}
      >
        {t('removeFromCart')}
      </Button>
    </div>
  );
}

/**
 * What a line's quantity buys (issue 27 §5): N seats, the buyer's and the ones they give away, as
 * `seatsSummary` in the contract says it; an "Add seats" line buys seats of a licence the buyer has.
 * Quantity 1 of an item says nothing: it is the buyer's own copy, as it always was.
 */
export function seatsNote(item: Pick<CartItem, 'quantity' | 'licenceId' | 'price' | 'isFree'>): string | null {
  if (item.licenceId !== undefined) return t('extraSeats', { quantity: item.quantity });
  // A free item makes no licence (issue 27 §3: paid lines only), so it has no seats to give.
  if (item.quantity <= 1 || item.isFree || !(item.price > 0)) return null;
  return t('seatsSummary', { quantity: item.quantity, others: item.quantity - 1 });
}

/** One cart line (A§2 "Each line shows"). The +/- control is our addition: the spec shows only the quantity (AMB-43). */
export function CartLine({ item }: { item: CartItem }) {
  const { remove, setQuantity } = useCart();
  // Seats for a licence are bought for an item the buyer owns: that is not a second purchase of it.
  const owned = useOwnsItem()(item) && item.licenceId === undefined;
  const key = { type: item.type, id: item.id, licenceId: item.licenceId };
  const seats = owned ? null : seatsNote(item);
  const linePrice = item.isFree ? 0 : item.price * item.quantity;
  const showUnitPrice = item.quantity > 1 && !item.isFree && item.price > 0;

  return (
    <li className="flex gap-3 py-4">
      <LineThumbnail item={item} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            {/* The catalogue's English title reads left to right inside an Arabic drawer too (issue 26 §3). */}
            <h3 dir="auto" className="break-words font-medium text-slate-900">
              {item.title}
            </h3>
            <div className="mt-1 flex flex-wrap gap-1.5">
              <Badge>{cartTypeLabel(item.type)}</Badge>
              {item.yearGroup ? <Badge variant="secondary">{item.yearGroup}</Badge> : null}
              {item.licenceId !== undefined ? <Badge variant="outline">{t('addSeatsBadge')}</Badge> : null}
            </div>
            {item.author ? (
              <p className="mt-1 flex items-center gap-1 truncate text-xs text-slate-500">
                <User className="size-3 shrink-0" aria-hidden="true" />
                <span className="truncate">{item.author}</span>
              </p>
            ) : null}
          </div>
          <Button
            variant="ghostDanger"
            size="icon-md"
            className="-mt-1 -me-2 shrink-0"
            aria-label={t('removeItem', { title: item.title })}
            onClick={() => remove(key)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon-sm"
              aria-label={t('decreaseQuantity', { title: item.title })}
              onClick={() => setQuantity(key, item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span className="min-w-14 text-center text-sm text-slate-700" aria-live="polite">
              {t('quantity', { quantity: item.quantity })}
            </span>
            <Button
              variant="outline"
              size="icon-sm"
              aria-label={t('increaseQuantity', { title: item.title })}
              onClick={() => setQuantity(key, item.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <div className="ms-auto text-end">
            <p className="font-semibold text-slate-900">{formatPrice(linePrice)}</p>
            {showUnitPrice ? (
              <p className="text-xs text-slate-500">{t('unitPrice', { price: formatPrice(item.price) })}</p>
            ) : null}
          </div>
        </div>
        {/* The server charges price × quantity (issue 27 §3), the line's own price (DRW-09): the
            quantity is seats, and the line says whose. */}
        {seats ? <p className="text-xs text-slate-600">{seats}</p> : null}
        {owned ? <OwnedNote item={item} onRemove={() => remove(key)} /> : null}
      </div>
    </li>
  );
}
