import { isLocale, type Locale } from '@the-gate/contract/locales';
import { TEST_MODE_NOTICE } from '@the-gate/contract/payment-rules';
import { LANGUAGE_PARAM } from '../../lib/paymob/protocol';

/**
 * The query (and form) field that says which language the hosted page speaks (issue 26 §2). Real
 * Paymob's Unified Checkout documents no language parameter (paymob.md has none), so the shop adds
 * this one to the checkout URL from the language the buyer started the payment in; the page's forms
 * carry it on, so a refused card is explained in the same language.
 */
export const LANGUAGE_FIELD = LANGUAGE_PARAM;

/** The page's language from a query or form: `ar` when it says so, English otherwise. */
export function pageLocale(source: unknown): Locale {
  const value = (source as Record<string, unknown> | null | undefined)?.[LANGUAGE_FIELD];
  const first = Array.isArray(value) ? value[0] : value;
  return isLocale(first) ? first : 'en';
}

/** Every text of the hosted page, in one language. */
export type SandboxTexts = {
  payByCard: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  nameOnCard: string;
  pay(amount: string): string;
  mobileWallet: string;
  walletNumber: string;
  mpin: string;
  otp: string;
  payWithWallet(amount: string): string;
  amountToPay: string;
  items: string;
  or: string;
  cancelPayment: string;
  errorPrefix: string;
  testModeNotice: string;
  sandboxNote: string;
  approvedCards: string;
  declinedCard: string;
  wallet: string;
  linkNotValid: string;
  linkNotValidMessage: string;
  paymentCompleted: string;
  alreadyCompleted: string;
  returnTo(merchant: string): string;
  paymentApproved: string;
  paymentNotCompleted: string;
  somethingWentWrong: string;
  requestNotUnderstood: string;
  pageFailed: string;
  notUnderstood: string;
  /** A message of the page's checks or of an outcome, from its English text. */
  say(message: string): string;
};

const english: SandboxTexts = {
  payByCard: 'Pay by card',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  nameOnCard: 'Name on card',
  pay: (amount) => `Pay ${amount}`,
  mobileWallet: 'Mobile wallet',
  walletNumber: 'Wallet number',
  mpin: 'MPIN',
  otp: 'OTP',
  payWithWallet: (amount) => `Pay ${amount} with wallet`,
  amountToPay: 'Amount to pay: ',
  items: 'Items',
  or: 'or',
  cancelPayment: 'Cancel payment',
  errorPrefix: 'Error: ',
  testModeNotice: TEST_MODE_NOTICE,
  sandboxNote:
    'This is the Paymob sandbox built into this server: no money moves. Use any future expiry (e.g. 01/39) and CVV 123.',
  approvedCards: 'Approved:',
  declinedCard: 'Declined:',
  wallet: 'Wallet:',
  linkNotValid: 'Link not valid',
  linkNotValidMessage: 'This payment link is not valid.',
  paymentCompleted: 'Payment completed',
  alreadyCompleted: 'This payment has already been completed.',
  returnTo: (merchant) => `Return to ${merchant}`,
  paymentApproved: 'Payment approved',
  paymentNotCompleted: 'Payment not completed',
  somethingWentWrong: 'Something went wrong',
  requestNotUnderstood: 'Request not understood',
  pageFailed: 'The payment page failed. Please try again.',
  notUnderstood: 'This request could not be understood.',
  say: (message) => message,
};

/** The page's checks and outcomes in Arabic, by their English text (cards.ts). */
const ARABIC_MESSAGES: Readonly<Record<string, string>> = {
  'Enter the card number.': 'أدخل رقم البطاقة.',
  'Card number is not valid.': 'رقم البطاقة غير صالح.',
  'Enter the expiry as MM/YY.': 'أدخل تاريخ الانتهاء بالشكل MM/YY.',
  'The card has expired.': 'انتهت صلاحية البطاقة.',
  'Enter the 3 or 4 digit CVV.': 'أدخل رمز CVV المكوَّن من 3 أو 4 أرقام.',
  'Enter the name on the card.': 'أدخل الاسم المكتوب على البطاقة.',
  'Enter the wallet number.': 'أدخل رقم المحفظة.',
  'Enter an 11-digit mobile number starting with 01.': 'أدخل رقم هاتف محمول من 11 رقمًا يبدأ بـ 01.',
  'Enter the MPIN.': 'أدخل رمز MPIN.',
  'Enter the OTP.': 'أدخل رمز التحقق OTP.',
  'The MPIN or OTP is not correct.': 'رمز MPIN أو رمز التحقق OTP غير صحيح.',
  Approved: 'تمت الموافقة',
  'Card declined': 'رُفضت البطاقة',
  'Wallet payment declined': 'رُفض الدفع بالمحفظة',
  'Payment cancelled': 'أُلغي الدفع',
};

const arabic: SandboxTexts = {
  payByCard: 'الدفع بالبطاقة',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (MM/YY)',
  cvv: 'رمز CVV',
  nameOnCard: 'الاسم على البطاقة',
  pay: (amount) => `ادفع ${amount}`,
  mobileWallet: 'محفظة الهاتف المحمول',
  walletNumber: 'رقم المحفظة',
  mpin: 'رمز MPIN',
  otp: 'رمز التحقق OTP',
  payWithWallet: (amount) => `ادفع ${amount} بالمحفظة`,
  amountToPay: 'المبلغ المطلوب: ',
  items: 'العناصر',
  or: 'أو',
  cancelPayment: 'إلغاء الدفع',
  errorPrefix: 'خطأ: ',
  testModeNotice: 'وضع الاختبار — لن يُخصم أي مبلغ فعلي',
  sandboxNote:
    'هذه بيئة Paymob التجريبية المدمجة في هذا الخادم: لا تنتقل أي أموال. استخدم أي تاريخ انتهاء مستقبلي (مثل 01/39) ورمز CVV ‏123.',
  approvedCards: 'مقبولة:',
  declinedCard: 'مرفوضة:',
  wallet: 'المحفظة:',
  linkNotValid: 'الرابط غير صالح',
  linkNotValidMessage: 'رابط الدفع هذا غير صالح.',
  paymentCompleted: 'تم الدفع',
  alreadyCompleted: 'تم إتمام هذا الدفع من قبل.',
  returnTo: (merchant) => `العودة إلى ${merchant}`,
  paymentApproved: 'تمت الموافقة على الدفع',
  paymentNotCompleted: 'لم يكتمل الدفع',
  somethingWentWrong: 'حدث خطأ ما',
  requestNotUnderstood: 'تعذّر فهم الطلب',
  pageFailed: 'تعذّر عرض صفحة الدفع. حاول مرة أخرى.',
  notUnderstood: 'تعذّر فهم هذا الطلب.',
  say: (message) => ARABIC_MESSAGES[message] ?? message,
};

/** The hosted page's texts in the buyer's language (issue 26 §2: the sandbox card page). */
export function textsOf(locale: Locale): SandboxTexts {
  return locale === 'ar' ? arabic : english;
}
