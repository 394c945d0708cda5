import { directionOf, type Locale } from '@the-gate/contract/locales';
import { escapeHtml } from '../../lib/html';

/** Markup that is already safe: what `html` returns, and nothing else. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * A template that escapes every interpolated value, text and attributes alike, unless it is itself
 * `html` (or a list of them); `false`, null and undefined render nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** An attribute that is present or not (`required`, `autofocus`). */
export const flag = (name: string, on: boolean | undefined) => (on ? new SafeHtml(` ${name}`) : '');

/**
 * "EGP 1,234.50" from piastres, with integer arithmetic only. In Arabic, as the shop writes it
 * (decision 026): "‏1,234.50 ج.م.‏", Latin digits, with Intl's marks that keep the amount in place
 * inside a right-to-left sentence.
 */
export function formatAmount(amountCents: number, currency = 'EGP', locale: Locale = 'en'): string {
  if (locale === 'ar') {
    const format = new Intl.NumberFormat('ar-EG-u-nu-latn', { style: 'currency', currency, minimumFractionDigits: 2 });
    return format.format(amountCents / 100);
  }
  const pounds = Math.trunc(amountCents / 100).toLocaleString('en-US');
  const piastres = String(Math.abs(amountCents % 100)).padStart(2, '0');
  return `${currency} ${pounds}.${piastres}`;
}

export const MERCHANT_NAME = 'The Gate';

function originOf(url: string | null): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The headers of every page: no script and no inline style are needed, so the policy allows none.
 * `form-action` names the shop too, since browsers apply it to the redirect that follows a submit.
 */
export function pageHeaders(redirectionUrl: string | null = null): Record<string, string> {
  const formAction = ["'self'", originOf(redirectionUrl)].filter(Boolean).join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

type Page = { title: string; stylesheet: string; body: SafeHtml; locale?: Locale | undefined };

/** The document around every page of the hosted checkout, in the buyer's language and its direction. */
export function page({ title, stylesheet, body, locale = 'en' }: Page): string {
  const dir = directionOf(locale) === 'rtl' ? html` dir="rtl"` : '';
  return html`<!doctype html>
<html lang="${locale}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<main class="checkout">
<p class="merchant">${MERCHANT_NAME}</p>
${body}
</main>
</body>
</html>
`.value;
}

type MessagePage = {
  stylesheet: string;
  title: string;
  message: string;
  /** The way back to the shop, where there is one. */
  link?: { href: string; label: string } | undefined;
  locale?: Locale | undefined;
};

/** The page for a link that cannot be paid: unknown, already paid, or a failure. */
export function messagePage({ stylesheet, title, message, link, locale }: MessagePage) {
  const back = link ? html`\n<p><a class="return" href="${link.href}">${link.label}</a></p>` : '';
  return page({
    title: `${title} | ${MERCHANT_NAME}`,
    stylesheet,
    body: html`<h1>${title}</h1>\n<p>${message}</p>${back}`,
    locale,
  });
}
