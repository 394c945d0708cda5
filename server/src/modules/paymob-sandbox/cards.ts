/**
 * What the sandbox's hosted page accepts, and what each payment comes to: Paymob's published test
 * credentials (shared/paymob.md §8) approve; anything else that looks real is declined.
 */

export type CardField = 'number' | 'expiry' | 'cvv' | 'name';
export type CardForm = Record<CardField, string>;

export type WalletField = 'number' | 'mpin' | 'otp';
export type WalletForm = Record<WalletField, string>;

/** A message per field that was refused on the page, before any transaction. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type PaymentSource = { type: 'card' | 'wallet'; subType: string; pan: string };

/** What a payment that got past the page's checks comes to. */
export type Outcome = { approved: boolean; message: string; txnResponseCode: string; source: PaymentSource };

/** paymob.md §8 (D-TEST): approved with any future expiry (01/39 is the documented one) and CVV 123. */
export const TEST_CARDS: Readonly<Record<string, 'MasterCard' | 'Visa'>> = {
  '5123456789012346': 'MasterCard',
  '5123450000000008': 'MasterCard',
  '4111111111111111': 'Visa',
};
export const TEST_CARD_CVV = '123';
/** Not a Paymob test card (none is documented for declines, paymob.md §8 [U]); declined here on purpose. */
export const DECLINED_CARD = '4000000000000002';

export const TEST_WALLET = { number: '01010101010', mpin: '123456', otp: '123456' } as const;

export const DECLINED_MESSAGE = 'Card declined';
export const WALLET_DECLINED_MESSAGE = 'Wallet payment declined';

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (UTC). */
function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry as MM/YY.';
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? 'The card has expired.' : undefined;
}

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  return 'Card';
}

/** The page's own checks: a refusal here creates no transaction and sends no callback. */
export function checkCardForm(form: CardForm, now = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const digits = digitsOnly(form.number);
  if (digits === '') errors.number = 'Enter the card number.';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'Card number is not valid.';
  const expiry = form.expiry.trim() === '' ? 'Enter the expiry as MM/YY.' : expiryProblem(form.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'Enter the 3 or 4 digit CVV.';
  if (form.name.trim() === '') errors.name = 'Enter the name on the card.';
  return errors;
}

/** For a form that passed `checkCardForm`. */
export function cardOutcome(form: CardForm): Outcome {
  const digits = digitsOnly(form.number);
  const testCard = TEST_CARDS[digits];
  const approved = testCard !== undefined && form.cvv.trim() === TEST_CARD_CVV;
  const source: PaymentSource = { type: 'card', subType: testCard ?? cardBrand(digits), pan: digits.slice(-4) };
  return approved
    ? { approved, message: 'Approved', txnResponseCode: 'APPROVED', source }
    : { approved, message: DECLINED_MESSAGE, txnResponseCode: 'DECLINED', source };
}

export function normaliseWalletNumber(value: string): string {
  return digitsOnly(value).replace(/^(\+?20|0020)(?=1)/, '0');
}

/**
 * The page's checks for a wallet. A wrong MPIN or OTP for the test wallet is refused on the page,
 * as the wallet provider refuses it before any transaction; other wallets go on to be declined.
 */
export function checkWalletForm(form: WalletForm): { errors: FieldErrors<WalletField>; formError?: string } {
  const errors: FieldErrors<WalletField> = {};
  const number = normaliseWalletNumber(form.number);
  if (number === '') errors.number = 'Enter the wallet number.';
  else if (!/^01[0125]\d{8}$/.test(number)) errors.number = 'Enter an 11-digit mobile number starting with 01.';
  if (form.mpin.trim() === '') errors.mpin = 'Enter the MPIN.';
  if (form.otp.trim() === '') errors.otp = 'Enter the OTP.';
  if (Object.keys(errors).length > 0 || number !== TEST_WALLET.number) return { errors };
  if (form.mpin.trim() !== TEST_WALLET.mpin || form.otp.trim() !== TEST_WALLET.otp) {
    return { errors, formError: 'The MPIN or OTP is not correct.' };
  }
  return { errors };
}

/** For a form that passed `checkWalletForm`. */
export function walletOutcome(form: WalletForm): Outcome {
  const number = normaliseWalletNumber(form.number);
  const source: PaymentSource = { type: 'wallet', subType: 'wallet', pan: number };
  return number === TEST_WALLET.number
    ? { approved: true, message: 'Approved', txnResponseCode: 'APPROVED', source }
    : { approved: false, message: WALLET_DECLINED_MESSAGE, txnResponseCode: 'DECLINED', source };
}
