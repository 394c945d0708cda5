import type { AdminPromoCode } from '@the-gate/contract/admin-promo-codes';

/**
 * A promo code's form fields as the inputs hold them (issue 25 §4): amounts in EGP and limits as
 * typed text ('' for none), the window in the browser's local time (datetime-local). The request
 * the contract checks is made from them by `promoRequestOf`.
 */
export type PromoFormValues = {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: string;
  /** EGP, though named for the request field, so the contract's error shows under it. */
  amountOffCents: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  /** EGP, as amountOffCents. */
  minimumOrderCents: string;
  active: boolean;
  description: string;
};

export const EMPTY_PROMO: PromoFormValues = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOffCents: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  minimumOrderCents: '',
  active: true,
  description: '',
};

/** An instant as a datetime-local input shows it: the browser's local time, to the minute. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const egp = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The form's values for a code the server sent. */
export function promoFormValuesOf(promo: AdminPromoCode): PromoFormValues {
  return {
    code: promo.code,
    kind: promo.percentOff === null ? 'fixed' : 'percent',
    percentOff: promo.percentOff === null ? '' : String(promo.percentOff),
    amountOffCents: egp(promo.amountOffCents),
    startsAt: localInputValue(promo.startsAt),
    endsAt: localInputValue(promo.endsAt),
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
    perCustomerLimit: promo.perCustomerLimit === null ? '' : String(promo.perCustomerLimit),
    minimumOrderCents: egp(promo.minimumOrderCents),
    active: promo.active,
    description: promo.description ?? '',
  };
}

/** A typed number, or the text itself (the contract then says what is wrong); '' is none. */
const numberOrNull = (text: string, scale = 1) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * scale * 1e6) / 1e6 : trimmed;
};
const instant = (local: string) => {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/**
 * The request the values make: only the chosen kind's discount; EGP to piastres (a fraction of a
 * piastre stays a fraction, which the contract refuses); local times to instants; the code as stored.
 */
export function promoRequestOf(values: PromoFormValues): Record<string, unknown> {
  return {
    code: values.code.trim().toUpperCase(),
    ...(values.kind === 'percent'
      ? { percentOff: numberOrNull(values.percentOff) }
      : { amountOffCents: numberOrNull(values.amountOffCents, 100) }),
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    usageLimit: numberOrNull(values.usageLimit),
    perCustomerLimit: numberOrNull(values.perCustomerLimit),
    minimumOrderCents: numberOrNull(values.minimumOrderCents, 100),
    active: values.active,
    description: values.description.trim() || null,
  };
}

/**
 * What an edit sends: the request fields whose value differs from the loaded code's (a new kind
 * sends its discount), never `active`, which the page's own buttons change.
 */
export function changedPromoRequest(loaded: PromoFormValues, request: Record<string, unknown>) {
  const before = promoRequestOf(loaded);
  const changed = Object.entries(request).filter(
    ([field, value]) => field !== 'active' && JSON.stringify(value) !== JSON.stringify(before[field]),
  );
  return Object.fromEntries(changed);
}
