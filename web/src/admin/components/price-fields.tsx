import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Checkbox } from '@/components/ui/checkbox';

type Props = {
  /** Makes the checkboxes' ids unique on the page ("material" → "material-free"). */
  idPrefix: string;
  /** The role may not change the price or the free flag (catalogue.manage): shown, not editable. */
  locked: boolean;
  /** "Free" is ticked: the price reads 0 until it is cleared. */
  free: boolean;
  error: string | undefined;
  /** `register('price', { valueAsNumber: true, disabled: locked })`. */
  price: UseFormRegisterReturn;
  /** `register('isFree', { disabled: locked, onChange: (ticked) => set the price to 0 })`. */
  isFree: UseFormRegisterReturn;
  /** A course may be sold only in a package (its price null): ticked, it has no price. */
  notSoldAlone?: { ticked: boolean; field: UseFormRegisterReturn };
};

/** One checkbox and its label. */
function Tick({ id, label, field }: { id: string; label: string; field: UseFormRegisterReturn }) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} {...field} />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The price in EGP and the free flag, the same on every kind's form (issue 24 §2: free ⇒ price 0);
 * a course's form adds "not sold on its own" (no price).
 */
export function PriceFields({ idPrefix, locked, free, error, price, isFree, notSoldAlone }: Props) {
  const notSold = notSoldAlone?.ticked === true;
  const hint = locked
    ? 'Only a manager or an owner can change the price.'
    : free
      ? 'Free: the price is 0.'
      : notSold
        ? 'Not sold on its own: no price.'
        : undefined;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Price</legend>
      <TextField
        label="Price (EGP)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={error}
        hint={hint}
        readOnly={free || notSold}
        {...price}
      />
      <div className="space-y-2 sm:pt-8">
        <Tick id={`${idPrefix}-free`} label="Free" field={isFree} />
        {notSoldAlone && (
          <Tick
            id={`${idPrefix}-not-sold`}
            label="Not sold on its own (only in a package)"
            field={notSoldAlone.field}
          />
        )}
      </div>
    </fieldset>
  );
}
