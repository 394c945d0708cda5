import type { Locale } from '@the-gate/contract/locales';
import type { IntentionItem } from '../../lib/paymob/protocol';
import type { CardField, FieldErrors, WalletField } from './cards';
import { flag, formatAmount, html, MERCHANT_NAME, page, type SafeHtml } from './html';
import { LANGUAGE_FIELD, type SandboxTexts, textsOf } from './texts';

/** Where the page's forms and stylesheet live, under the sandbox's prefix. */
export type CheckoutPaths = { stylesheet: string; pay: string; wallet: string; cancel: string };

export type CheckoutView = {
  paths: CheckoutPaths;
  publicKey: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  items: IntentionItem[];
  methods: { card: boolean; wallet: boolean };
  /** The language the buyer started the payment in (issue 26 §2). */
  locale: Locale;
  /** What was typed, kept after a refusal (never the CVV, MPIN or OTP). */
  card?: { values: Partial<Record<CardField, string>>; errors: FieldErrors<CardField> };
  wallet?: { values: Partial<Record<WalletField, string>>; errors: FieldErrors<WalletField>; formError?: string };
};

type Field = {
  id: string;
  name: string;
  label: string;
  value?: string | undefined;
  error?: string | undefined;
  type?: 'text' | 'tel' | 'password';
  autocomplete: string;
  numeric?: boolean;
  maxlength?: number;
  autofocus?: boolean;
  /** An error shown elsewhere (the wallet's form-level message) that describes this field too. */
  describedBy?: string | undefined;
  /** Digits (a card or wallet number, a code) read left to right in an Arabic page too (issue 26 §3). */
  ltr?: boolean;
};

function field(f: Field): SafeHtml {
  const errorId = f.error ? `${f.id}-error` : undefined;
  const describedBy = [errorId, f.describedBy].filter(Boolean).join(' ');
  const invalid = Boolean(f.error || f.describedBy);
  return html`<div class="field${invalid ? ' field-invalid' : ''}">
<label for="${f.id}">${f.label}</label>
${f.error ? html`<p class="field-error" id="${errorId}">${f.error}</p>` : ''}
<input id="${f.id}" name="${f.name}" type="${f.type ?? 'text'}" autocomplete="${f.autocomplete}"${
    f.numeric ? html` inputmode="numeric"` : ''
  }${f.maxlength ? html` maxlength="${f.maxlength}"` : ''}${f.ltr ? html` dir="ltr"` : ''} value="${f.value ?? ''}" required${flag('autofocus', f.autofocus)}${
    describedBy ? html` aria-describedby="${describedBy}"` : ''
  }${invalid ? html` aria-invalid="true"` : ''}>
</div>
`;
}

/** The first field with an error gets the focus: no script needed. */
function firstInvalid<F extends string>(order: F[], errors: FieldErrors<F> | undefined): F | undefined {
  return order.find((name) => errors?.[name]);
}

function hidden(view: CheckoutView) {
  return html`<input type="hidden" name="publicKey" value="${view.publicKey}">
<input type="hidden" name="clientSecret" value="${view.clientSecret}">
<input type="hidden" name="${LANGUAGE_FIELD}" value="${view.locale}">
`;
}

function cardForm(view: CheckoutView, amount: string, t: SandboxTexts): SafeHtml {
  const { values = {}, errors: english = {} } = view.card ?? {};
  const errors = translated(english, t);
  const focus = firstInvalid(['number', 'expiry', 'cvv', 'name'], errors);
  return html`<section class="method" aria-labelledby="card-heading">
<h2 id="card-heading">${t.payByCard}</h2>
<form method="post" action="${view.paths.pay}" novalidate>
${hidden(view)}${field({ id: 'card-number', name: 'cardNumber', label: t.cardNumber, value: values.number, error: errors.number, autocomplete: 'cc-number', numeric: true, maxlength: 23, autofocus: focus === 'number', ltr: true })}<div class="field-row">
${field({ id: 'card-expiry', name: 'expiry', label: t.expiry, value: values.expiry, error: errors.expiry, autocomplete: 'cc-exp', numeric: true, maxlength: 7, autofocus: focus === 'expiry', ltr: true })}${field({ id: 'card-cvv', name: 'cvv', label: t.cvv, error: errors.cvv, autocomplete: 'cc-csc', numeric: true, maxlength: 4, autofocus: focus === 'cvv', ltr: true })}</div>
${field({ id: 'card-name', name: 'cardName', label: t.nameOnCard, value: values.name, error: errors.name, autocomplete: 'cc-name', autofocus: focus === 'name' })}<button type="submit" class="pay">${t.pay(amount)}</button>
</form>
</section>
`;
}

function walletForm(view: CheckoutView, amount: string, t: SandboxTexts): SafeHtml {
  const { values = {}, errors: english = {}, formError: englishFormError } = view.wallet ?? {};
  const errors = translated(english, t);
  const formError = englishFormError && t.say(englishFormError);
  const formErrorId = formError ? 'wallet-error' : undefined;
  const focus = firstInvalid(['number', 'mpin', 'otp'], errors) ?? (formError ? 'mpin' : undefined);
  return html`<section class="method" aria-labelledby="wallet-heading">
<h2 id="wallet-heading">${t.mobileWallet}</h2>
<form method="post" action="${view.paths.wallet}" novalidate>
${hidden(view)}${formError ? html`<p class="form-error" id="${formErrorId}" role="alert">${formError}</p>\n` : ''}${field({ id: 'wallet-number', name: 'walletNumber', label: t.walletNumber, value: values.number, error: errors.number, type: 'tel', autocomplete: 'tel-national', numeric: true, maxlength: 14, autofocus: focus === 'number', ltr: true })}<div class="field-row">
${field({ id: 'wallet-mpin', name: 'mpin', label: t.mpin, error: errors.mpin, type: 'password', autocomplete: 'off', numeric: true, maxlength: 6, autofocus: focus === 'mpin', describedBy: formErrorId, ltr: true })}${field({ id: 'wallet-otp', name: 'otp', label: t.otp, error: errors.otp, type: 'password', autocomplete: 'one-time-code', numeric: true, maxlength: 6, autofocus: focus === 'otp', describedBy: formErrorId, ltr: true })}</div>
<button type="submit" class="pay">${t.payWithWallet(amount)}</button>
</form>
</section>
`;
}

/**
 * Shown on every page: a person trying `npm start` needs the test credentials (paymob.md §8), and
 * nobody may think a card was charged (issue 22 §4, the words the shop's checkout uses too).
 */
const testModeBanner = (t: SandboxTexts) => html`<aside class="test-banner" aria-labelledby="test-mode-heading">
<h2 id="test-mode-heading">${t.testModeNotice}</h2>
<p>${t.sandboxNote}</p>
<ul>
<li>${t.approvedCards} <code dir="ltr">5123 4567 8901 2346</code>, <code dir="ltr">5123 4500 0000 0008</code> (Mastercard), <code dir="ltr">4111 1111 1111 1111</code> (Visa)</li>
<li>${t.declinedCard} <code dir="ltr">4000 0000 0000 0002</code></li>
<li>${t.wallet} <code dir="ltr">01010101010</code>, MPIN <code dir="ltr">123456</code>, OTP <code dir="ltr">123456</code></li>
</ul>
</aside>
`;

/** The page's own checks, said in the page's language. */
function translated<F extends string>(errors: FieldErrors<F>, t: SandboxTexts): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, t.say(message as string)]),
  ) as FieldErrors<F>;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const t = textsOf(view.locale);
  const amount = formatAmount(view.amountCents, view.currency, view.locale);
  const items = view.items.map(
    (item) =>
      html`<li><span>${item.name} × ${item.quantity}</span> <span class="item-amount">${formatAmount(item.amount * item.quantity, view.currency, view.locale)}</span></li>\n`,
  );
  const body = html`${testModeBanner(t)}<h1 class="amount"><span class="visually-hidden">${t.amountToPay}</span>${amount}</h1>
${items.length > 0 ? html`<ul class="items" aria-label="${t.items}">\n${items}</ul>\n` : ''}${view.methods.card ? cardForm(view, amount, t) : ''}${
  view.methods.card && view.methods.wallet ? html`<p class="or" aria-hidden="true">${t.or}</p>\n` : ''
}${view.methods.wallet ? walletForm(view, amount, t) : ''}<form method="post" action="${view.paths.cancel}" class="cancel">
${hidden(view)}<button type="submit" class="secondary">${t.cancelPayment}</button>
</form>
`;
  const refused = view.card || view.wallet ? t.errorPrefix : '';
  return page({
    title: `${refused}${t.pay(amount)} | ${MERCHANT_NAME}`,
    stylesheet: view.paths.stylesheet,
    body,
    locale: view.locale,
  });
}
