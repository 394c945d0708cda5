import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Checkbox } from '@/components/ui/checkbox';

type Props = {
  /** Makes the checkbox's id unique on the page ("material" → "material-free"). */
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
};

/** The price in EGP and the free flag, the same on every kind's form (issue 24 §2: free ⇒ price 0). */
export function PriceFields({ idPrefix, locked, free, error, price, isFree }: Props) {
  const freeId = `${idPrefix}-free`;
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
        hint={locked ? 'Only a manager or an owner can change the price.' : free ? 'Free: the price is 0.' : undefined}
        readOnly={free}
        {...price}
      />
      <div className="flex items-center gap-2 sm:pt-8">
        <Checkbox id={freeId} {...isFree} />
        <label htmlFor={freeId} className="text-sm font-medium text-slate-800">
          Free
        </label>
      </div>
    </fieldset>
  );
}
