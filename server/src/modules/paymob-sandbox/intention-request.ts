import type { BillingData, IntentionItem } from '../../lib/paymob/protocol';

/** A create-intention body that passed Paymob's checks (paymob.md §2.1). */
export type ValidIntention = {
  amount: number;
  currency: string;
  paymentMethods: number[];
  items: IntentionItem[];
  billingData: BillingData;
  specialReference: string;
  notificationUrl: string;
  redirectionUrl: string;
  extras: Record<string, unknown> | null;
};

/** Paymob's refusal: a status and its body, `detail` or field-keyed arrays (paymob.md §2.2). */
export type IntentionProblem = { status: 400 | 404; body: Record<string, unknown> };

const REQUIRED = 'This field is required.';
const NOT_INTEGER = 'A valid integer is required.';
const REQUIRED_BILLING = ['first_name', 'last_name', 'email', 'phone_number'] as const;
const OPTIONAL_BILLING = [
  'street',
  'building',
  'floor',
  'apartment',
  'city',
  'state',
  'country',
  'postal_code',
] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** Field errors, each field with its messages once, as Django REST framework reports them. */
class FieldErrors {
  readonly byField: Record<string, string[]> = {};
  add(field: string, message: string) {
    const messages = this.byField[field] ?? [];
    if (!messages.includes(message)) this.byField[field] = [...messages, message];
  }
  get empty() {
    return Object.keys(this.byField).length === 0;
  }
}

function parseItems(value: unknown, errors: FieldErrors): IntentionItem[] {
  const refuse = (message: string): IntentionItem[] => {
    errors.add('items', message);
    return [];
  };
  if (value === undefined || value === null) return refuse(REQUIRED);
  if (!Array.isArray(value)) return refuse('Expected a list of items.');
  return value.flatMap((item): IntentionItem[] => {
    if (!isObject(item)) return refuse('Each item must be an object.');
    const name = text(item.name);
    if (name === '' || item.amount === undefined || item.amount === null) errors.add('items', REQUIRED);
    else if (!isInteger(item.amount) || item.amount < 0) errors.add('items', NOT_INTEGER);
    const quantity = item.quantity ?? 1;
    if (!isInteger(quantity) || quantity < 1) errors.add('items', 'Quantity must be a whole number of at least 1.');
    const description = typeof item.description === 'string' ? item.description : undefined;
    return [
      { name, amount: item.amount as number, quantity: quantity as number, ...(description ? { description } : {}) },
    ];
  });
}

function parseBillingData(value: unknown, errors: FieldErrors): BillingData {
  const source = isObject(value) ? value : {};
  if (!isObject(value)) errors.add('billing_data', REQUIRED);
  else
    for (const key of REQUIRED_BILLING) if (text(source[key]) === '') errors.add('billing_data', `${key} is required`);
  const billing = {} as BillingData;
  for (const key of REQUIRED_BILLING) billing[key] = text(source[key]);
  // Paymob takes "NA" for the address fields a digital order has none of (paymob.md §2.1).
  for (const key of OPTIONAL_BILLING) billing[key] = text(source[key]) || 'NA';
  return billing;
}

/**
 * Paymob's checks, in its order: the fields (400, every field at once), the integration ids (404),
 * then the items' sum (400). The special reference's uniqueness needs the database: the route checks it.
 */
export function parseIntention(
  body: unknown,
  integrationIds: readonly number[],
): { intention: ValidIntention } | { problem: IntentionProblem } {
  if (!isObject(body)) {
    return { problem: { status: 400, body: { non_field_errors: ['Invalid data. Expected a dictionary.'] } } };
  }
  const errors = new FieldErrors();

  const { amount } = body;
  if (amount === undefined || amount === null) errors.add('amount', REQUIRED);
  else if (!isInteger(amount)) errors.add('amount', NOT_INTEGER);
  else if (amount < 1) errors.add('amount', 'Ensure this value is greater than or equal to 1.');

  const currency = text(body.currency);
  if (currency === '') errors.add('currency', REQUIRED);
  else if (currency !== 'EGP') errors.add('currency', `"${currency}" is not a valid choice.`);

  const methods = body.payment_methods;
  if (methods === undefined || methods === null) errors.add('payment_methods', REQUIRED);
  else if (!Array.isArray(methods)) errors.add('payment_methods', 'Expected a list of items.');
  else if (methods.length === 0) errors.add('payment_methods', 'This list may not be empty.');
  else if (!methods.every(isInteger)) errors.add('payment_methods', NOT_INTEGER);

  const items = parseItems(body.items, errors);
  const billingData = parseBillingData(body.billing_data, errors);

  const specialReference = text(body.special_reference);
  if (specialReference === '') errors.add('special_reference', REQUIRED);

  const urls = { notification_url: body.notification_url, redirection_url: body.redirection_url };
  for (const [field, value] of Object.entries(urls)) {
    if (value === undefined || value === null || value === '') errors.add(field, REQUIRED);
    else if (!httpUrl(value)) errors.add(field, 'Enter a valid URL.');
  }

  const extras = body.extras ?? null;
  if (extras !== null && !isObject(extras)) errors.add('extras', 'Expected a dictionary of items.');

  if (!errors.empty) return { problem: { status: 400, body: errors.byField } };

  const paymentMethods = methods as number[];
  if (!paymentMethods.every((id) => integrationIds.includes(id))) {
    return { problem: { status: 404, body: { detail: 'Integration ID/Name does not exist or is not active.' } } };
  }
  const sum = items.reduce((total, item) => total + item.amount * item.quantity, 0);
  if (sum !== amount) {
    return {
      problem: { status: 400, body: { detail: "The sum of items amounts doesn't match the intention amount." } },
    };
  }
  return {
    intention: {
      amount: amount as number,
      currency,
      paymentMethods: [...new Set(paymentMethods)],
      items,
      billingData,
      specialReference,
      notificationUrl: body.notification_url as string,
      redirectionUrl: body.redirection_url as string,
      extras: extras as Record<string, unknown> | null,
    },
  };
}
