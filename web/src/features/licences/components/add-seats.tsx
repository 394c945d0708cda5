import type { Licence } from '@the-gate/contract/licences';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCart } from '@/stores/cart/cart-store';
import { quoteSeats } from '../api/quote-seats';
import { t } from '../i18n';
import { addSeatsToCart, MAX_SEATS_TO_ADD, seatCount } from '../lib/seats-in-cart';
import { failureMessage } from './invite-form';

/**
 * "Add seats" (issue 27 §5): how many more, 1 to 100, then a cart line for the licence at the server's
 * seat price, and the cart opens on it; checkout charges price × seats for the extra seats only.
 */
export function AddSeats({ licence }: { licence: Licence }) {
  const cart = useCart();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  // What is typed, kept as typed (an empty box while the buyer retypes); the count is its nearest whole number.
  const [draft, setDraft] = useState('1');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const count = seatCount(draft);

  async function add() {
    setBusy(true);
    setProblem(null);
    setDraft(String(count));
    try {
      const line = await quoteSeats(licence, count);
      addSeatsToCart(cart, licence, line.unitPrice, count);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('addSeatsHeading')}
      </h3>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('seatsToAdd')}
        </label>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('fewerSeats')}
            disabled={count <= 1}
            onClick={() => setDraft(String(count - 1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SEATS_TO_ADD}
            step={1}
            boxWidth="w-16"
            className="text-center"
            aria-describedby={hintId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => setDraft(String(count))}
          />
          <Button
            variant="outline"
            size="icon"
            aria-label={t('moreSeats')}
            disabled={count >= MAX_SEATS_TO_ADD}
            onClick={() => setDraft(String(count + 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {t('addSeatsHint')}
        </p>
      </div>
      <Button variant="outline" className="self-start" disabled={busy} onClick={add}>
        <ShoppingCart aria-hidden="true" />
        {busy ? t('adding') : t('addToCart', { count })}
      </Button>
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {problem}
      </p>
    </section>
  );
}
