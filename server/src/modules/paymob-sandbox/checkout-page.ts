import { TEST_MODE_NOTICE } from '@the-gate/contract/payment-rules';
import type { IntentionItem } from '../../lib/paymob/protocol';
import type { CardField, FieldErrors, WalletField } from './cards';
import { flag, formatAmount, html, MERCHANT_NAME, page, type SafeHtml } from './html';

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
  }${f.maxlength ? html` maxlength="${f.maxlength}"` : ''} value="${f.value ?? ''}" required${flag('autofocus', f.autofocus)}${
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
`;
}

function cardForm(view: CheckoutView, amount: string): SafeHtml {
  const { values = {}, errors = {} } = view.card ?? {};
  const focus = firstInvalid(['number', 'expiry', 'cvv', 'name'], errors);
  return html`<section class="method" aria-labelledby="card-heading">
<h2 id="card-heading">Pay by card</h2>
<form method="post" action="${view.paths.pay}" novalidate>
${hidden(view)}${field({ id: 'card-number', name: 'cardNumber', label: 'Card number', value: values.number, error: errors.number, autocomplete: 'cc-number', numeric: true, maxlength: 23, autofocus: focus === 'number' })}<div class="field-row">
${field({ id: 'card-expiry', name: 'expiry', label: 'Expiry (MM/YY)', value: values.expiry, error: errors.expiry, autocomplete: 'cc-exp', numeric: true, maxlength: 7, autofocus: focus === 'expiry' })}${field({ id: 'card-cvv', name: 'cvv', label: 'CVV', error: errors.cvv, autocomplete: 'cc-csc', numeric: true, maxlength: 4, autofocus: focus === 'cvv' })}</div>
${field({ id: 'card-name', name: 'cardName', label: 'Name on card', value: values.name, error: errors.name, autocomplete: 'cc-name', autofocus: focus === 'name' })}<button type="submit" class="pay">Pay ${amount}</button>
</form>
</section>
`;
}

function walletForm(view: CheckoutView, amount: string): SafeHtml {
  const { values = {}, errors = {}, formError } = view.wallet ?? {};
  const formErrorId = formError ? 'wallet-error' : undefined;
  const focus = firstInvalid(['number', 'mpin', 'otp'], errors) ?? (formError ? 'mpin' : undefined);
  return html`<section class="method" aria-labelledby="wallet-heading">
<h2 id="wallet-heading">Mobile wallet</h2>
<form method="post" action="${view.paths.wallet}" novalidate>
${hidden(view)}${formError ? html`<p class="form-error" id="${formErrorId}" role="alert">${formError}</p>\n` : ''}${field({ id: 'wallet-number', name: 'walletNumber', label: 'Wallet number', value: values.number, error: errors.number, type: 'tel', autocomplete: 'tel-national', numeric: true, maxlength: 14, autofocus: focus === 'number' })}<div class="field-row">
${field({ id: 'wallet-mpin', name: 'mpin', label: 'MPIN', error: errors.mpin, type: 'password', autocomplete: 'off', numeric: true, maxlength: 6, autofocus: focus === 'mpin', describedBy: formErrorId })}${field({ id: 'wallet-otp', name: 'otp', label: 'OTP', error: errors.otp, type: 'password', autocomplete: 'one-time-code', numeric: true, maxlength: 6, autofocus: focus === 'otp', describedBy: formErrorId })}</div>
<button type="submit" class="pay">Pay ${amount} with wallet</button>
</form>
</section>
`;
}

/**
 * Shown on every page: a person trying `npm start` needs the test credentials (paymob.md §8), and
 * nobody may think a card was charged (issue 22 §4, the words the shop's checkout uses too).
 */
const testModeBanner = html`<aside class="test-banner" aria-labelledby="test-mode-heading">
<h2 id="test-mode-heading">${TEST_MODE_NOTICE}</h2>
<p>This is the Paymob sandbox built into this server: no money moves. Use any future expiry (e.g. 01/39) and CVV 123.</p>
<ul>
<li>Approved: <code>5123 4567 8901 2346</code>, <code>5123 4500 0000 0008</code> (Mastercard), <code>4111 1111 1111 1111</code> (Visa)</li>
<li>Declined: <code>4000 0000 0000 0002</code></li>
<li>Wallet: <code>01010101010</code>, MPIN <code>123456</code>, OTP <code>123456</code></li>
</ul>
</aside>
`;

export function renderCheckoutPage(view: CheckoutView): string {
  const amount = formatAmount(view.amountCents, view.currency);
  const items = view.items.map(
    (item) =>
      html`<li><span>${item.name} × ${item.quantity}</span> <span class="item-amount">${formatAmount(item.amount * item.quantity, view.currency)}</span></li>\n`,
  );
  const body = html`${testModeBanner}<h1 class="amount"><span class="visually-hidden">Amount to pay: </span>${amount}</h1>
${items.length > 0 ? html`<ul class="items" aria-label="Items">\n${items}</ul>\n` : ''}${view.methods.card ? cardForm(view, amount) : ''}${
  view.methods.card && view.methods.wallet ? html`<p class="or" aria-hidden="true">or</p>\n` : ''
}${view.methods.wallet ? walletForm(view, amount) : ''}<form method="post" action="${view.paths.cancel}" class="cancel">
${hidden(view)}<button type="submit" class="secondary">Cancel payment</button>
</form>
`;
  const refused = view.card || view.wallet ? 'Error: ' : '';
  return page({ title: `${refused}Pay ${amount} | ${MERCHANT_NAME}`, stylesheet: view.paths.stylesheet, body });
}
