import { useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@the-gate/contract/cart';
import type { PaymentCartItem, QuoteLine } from '@the-gate/contract/payments';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import { Message } from '@/lib/i18n/message';
import { normalizePromoCode, QUOTE_UNAVAILABLE, quoteQueryOptions, useQuote } from '../api/get-quote';
import { t } from '../i18n';
import { Amount } from './amount';

type Props = {
  /** The cart, for the titles and prices shown until the server's quote arrives. */
  items: readonly CartItem[];
  cartItems: PaymentCartItem[];
  promoCode: string | null;
  onPromoCodeChange(code: string | null): void;
};

type Line = { key: string; title: string; quantity: number; total: number; seats: string | null; note?: string };

/**
 * What a line's quantity buys (issue 27 §5), as the cart drawer says it: N seats, the buyer's and the
 * ones they invite (`seatsSummary` in the contract), or N more seats of a licence the buyer has.
 */
export function seatsOf(line: { quantity: number; unitPrice: number; licenceId?: number | undefined }): string | null {
  if (line.licenceId !== undefined) return t('extraSeats', { quantity: line.quantity });
  // A free item makes no licence (issue 27 §3: paid lines only), so it has no seats to give.
  if (line.quantity <= 1 || !(line.unitPrice > 0)) return null;
  return t('seatsSummary', { quantity: line.quantity, others: line.quantity - 1 });
}

const lineKey = (type: string, id: number, licenceId: number | undefined) => `${type}-${id}-${licenceId ?? ''}`;

/**
 * A book or package the buyer partly owns is charged whole: said here, before payment (issue 22 §7).
 * "book" when the cart holds it as a digital book, else "package".
 */
function partlyOwnedNote(line: QuoteLine, items: readonly CartItem[]): string | undefined {
  if (line.ownedCount === undefined || line.totalCount === undefined) return undefined;
  const isBook = items.some((item) => item.type === 'book' && item.id === line.itemId);
  return t('partlyOwned', { owned: line.ownedCount, total: line.totalCount, kind: isBook ? 'book' : 'package' });
}

const cartLines = (items: readonly CartItem[]): Line[] =>
  items.map((item) => ({
    key: lineKey(item.type, item.id, item.licenceId),
    title: item.title,
    quantity: item.quantity,
    total: item.isFree ? 0 : item.price * item.quantity,
    seats: seatsOf({ ...item, unitPrice: item.isFree ? 0 : item.price }),
  }));

/**
 * 'Order Summary' (A§2, CO-04): each line and the total in EGP with two decimals (A§9, K-02). The
 * cart's own prices show first; the server's quote replaces them once it answers, and it prices a
 * promo code (beyond PAY-19 on purpose, AMB-30 reading 2: the advertised code works).
 */
export function OrderSummary({ items, cartItems, promoCode, onPromoCodeChange }: Props) {
  const quote = useQuote(cartItems, promoCode);
  const headingId = useId();
  const lines: Line[] = quote.data
    ? quote.data.lines.map((line) => ({
        key: lineKey(line.itemType, line.itemId, line.licenceId),
        title: line.title,
        quantity: line.quantity,
        total: line.lineTotal,
        seats: seatsOf(line),
        note: partlyOwnedNote(line, items),
      }))
    : cartLines(items);
  const total = quote.data ? quote.data.amount : lines.reduce((sum, line) => sum + line.total, 0);
  const discounted = quote.data && (quote.data.discount > 0 || quote.data.promoCode);

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('orderSummary')}
      </h3>
      <ul className="space-y-2 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line.key}>
            <div className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                <bdi>{line.title}</bdi> × {line.quantity}
              </span>
              <span className="shrink-0 font-medium text-slate-900">
                <Amount>{formatMoney(line.total)}</Amount>
              </span>
            </div>
            {line.seats ? <p className="mt-0.5 text-xs text-slate-600">{line.seats}</p> : null}
            {line.note ? <p className="mt-0.5 text-xs text-amber-800">{line.note}</p> : null}
          </li>
        ))}
      </ul>
      {quote.error ? (
        <p role="alert" className="text-sm text-red-700">
          {quote.error.message || QUOTE_UNAVAILABLE}
        </p>
      ) : null}
      <PromoCode cartItems={cartItems} applied={promoCode} onChange={onPromoCodeChange} />
      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
        {discounted && quote.data ? (
          <>
            <div className="flex justify-between text-slate-600">
              <dt>{t('subtotal')}</dt>
              <dd>
                <Amount>{formatMoney(quote.data.subtotal)}</Amount>
              </dd>
            </div>
            <div className="flex justify-between gap-3 text-green-700">
              <dt>{t('discount')}</dt>
              <dd className="text-end">
                {quote.data.promoCode ? `${quote.data.promoCode} ` : ''}
                <Amount>(−{formatMoney(quote.data.discount)})</Amount>
              </dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between text-base font-semibold text-slate-900">
          <dt>{t('total')}</dt>
          <dd>
            <Amount>{formatMoney(total)}</Amount>
          </dd>
        </div>
      </dl>
    </section>
  );
}

type PromoProps = { cartItems: PaymentCartItem[]; applied: string | null; onChange(code: string | null): void };

/** 'Promo code' with Apply; an applied code can be removed, a refused one is explained under the field. */
function PromoCode({ cartItems, applied, onChange }: PromoProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = normalizePromoCode(draft);
    if (!code) return;
    setApplying(true);
    setError(null);
    try {
      // The quote for the code is cached under the key the summary then reads, so it is asked once.
      await queryClient.fetchQuery(quoteQueryOptions(cartItems, code));
      onChange(code);
      setDraft('');
    } catch (failure) {
      // What the user typed stays, so a typo can be fixed.
      setError(failure instanceof Error && failure.message ? failure.message : QUOTE_UNAVAILABLE);
    } finally {
      setApplying(false);
    }
  };

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="text-slate-700">
          <Message
            t={t}
            id="promoApplied"
            values={{ code: applied }}
            components={{ 0: <span className="font-semibold text-slate-900" dir="ltr" /> }}
          />
        </p>
        <Button
          variant="link"
          size="sm"
          aria-label={t('removePromoCode', { code: applied })}
          onClick={() => onChange(null)}
        >
          {t('remove')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate>
      <FormField label={t('promoCode')} error={error ?? undefined} announceError>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={draft}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              invalid={Boolean(error)}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
            />
            <SubmitButton
              variant="outline"
              size="default"
              pending={applying}
              pendingLabel={t('applying')}
              disabled={!draft.trim()}
            >
              {t('apply')}
            </SubmitButton>
          </div>
        )}
      </FormField>
    </form>
  );
}
