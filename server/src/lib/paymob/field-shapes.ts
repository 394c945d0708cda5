import { HMAC_FIELDS, type HmacField, signedValue } from './hmac';

/**
 * What each of the 20 signed values may look like (issue 22 §1). Paymob joins them with no separator
 * (paymob.md §5), so text moved from one field into its neighbour keeps the signature valid:
 * `is_capture=falsefalse&is_refunded=` signs exactly like `is_capture=false&is_refunded=false`. Once
 * every boolean is exactly `true`/`false`, the currency three capitals, `created_at` a timestamp
 * (four-digit year first) and the numbers canonical digits, the signed string splits back into the
 * 20 values one way only, except inside two runs of neighbouring digits (`id`|`integration_id` and
 * `order.id`|`owner`) and among the three `source_data` texts: none of those decides what happens to a
 * payment, and the order id must still name a payment of ours with the signed amount and currency.
 */
type Shape = 'boolean' | 'digits' | 'currency' | 'timestamp' | 'text';

const SHAPES: Record<HmacField, Shape> = {
  amount_cents: 'digits',
  created_at: 'timestamp',
  currency: 'currency',
  error_occured: 'boolean',
  has_parent_transaction: 'boolean',
  id: 'digits',
  integration_id: 'digits',
  is_3d_secure: 'boolean',
  is_auth: 'boolean',
  is_capture: 'boolean',
  is_refunded: 'boolean',
  is_standalone_payment: 'boolean',
  is_voided: 'boolean',
  'order.id': 'digits',
  owner: 'digits',
  pending: 'boolean',
  'source_data.pan': 'text',
  'source_data.sub_type': 'text',
  'source_data.type': 'text',
  success: 'boolean',
};

/** No leading zeros: a value's digits are the only way to write it. */
const DIGITS = /^(0|[1-9]\d{0,17})$/;
const CURRENCY = /^[A-Z]{3}$/;
/** As Paymob writes it (`2024-06-13T11:33:44.592345`), with an offset allowed. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/;
/** Last digits of a card, a wallet's phone number, a brand or a method name; may be absent. */
const TEXT = /^[A-Za-z0-9 _.*+#-]{0,64}$/;

/** A value of the GET query, always a string there. */
function stringFits(shape: Shape, value: string): boolean {
  switch (shape) {
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'digits':
      return DIGITS.test(value);
    case 'currency':
      return CURRENCY.test(value);
    case 'timestamp':
      return TIMESTAMP.test(value);
    case 'text':
      return TEXT.test(value);
  }
}

/** A value of the POST body's JSON: booleans are JSON booleans, numbers JSON integers. */
function jsonFits(shape: Shape, value: unknown): boolean {
  switch (shape) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'digits':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
    case 'currency':
    case 'timestamp':
      return typeof value === 'string' && stringFits(shape, value);
    case 'text':
      return value === null || value === undefined || (typeof value === 'string' && TEXT.test(value));
  }
}

/**
 * The first signed field of a callback's transaction object that is not shaped as it must be, or
 * null when all 20 are: checked before its HMAC is believed.
 */
export function malformedTransactionField(obj: unknown): HmacField | null {
  return HMAC_FIELDS.find((field) => !jsonFits(SHAPES[field], signedValue(obj, field))) ?? null;
}

/**
 * The same for the GET return's flat query, where every value is a string: a signed key given twice
 * is refused too, so what is signed and what is read can never be two different values.
 */
export function malformedQueryField(query: URLSearchParams): HmacField | null {
  return (
    HMAC_FIELDS.find((field) => {
      const values = signedQueryValues(query, field);
      if (values.length > 1) return true;
      const [value] = values;
      if (value === undefined) return SHAPES[field] !== 'text';
      return !stringFits(SHAPES[field], value);
    }) ?? null
  );
}

/** Every value the query gives a signed field, under the key `concatenateQuery` reads. */
function signedQueryValues(query: URLSearchParams, field: HmacField): string[] {
  if (field === 'order.id') {
    const order = query.getAll('order');
    return order.length > 0 ? order : query.getAll('order_id');
  }
  return query.getAll(field);
}
