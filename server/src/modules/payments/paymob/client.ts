import { DEFAULT_LOCALE, type Locale } from '@the-gate/contract/locales';
import {
  type IntentionRequest,
  type IntentionResponse,
  LANGUAGE_PARAM,
  type PaymobTransaction,
} from '../../../lib/paymob/protocol';

/** A Paymob account: the real one from PAYMOB_* settings, or the built-in sandbox's (config.ts). */
export type PaymobSettings = {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: number[];
};

/** The provider failed or did not answer in time: the buyer is told to try again (contract §3.3). */
export class PaymobUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PaymobUnavailableError';
  }
}

/** Paymob answered a refund or void with a 4xx: it will not make it, and says why (paymob.md §7). */
export class PaymobRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PaymobRefusedError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Paymob's words from an error body: Django REST framework's `{detail}`, a `{message}`, or the first
 * message of a field (`{amount_cents: ["…"]}`); else the start of the text.
 */
export function paymobMessage(text: string, status: number): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text.trim().slice(0, 200) || `HTTP ${status}`;
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    for (const key of ['detail', 'message']) {
      if (typeof fields[key] === 'string' && fields[key]) return (fields[key] as string).slice(0, 200);
    }
    for (const [key, value] of Object.entries(fields)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first) return `${key}: ${first}`.slice(0, 200);
    }
  }
  return `HTTP ${status}`;
}

/**
 * Paymob's Intention API and transaction inquiry (shared/paymob.md §2, §7), over HTTP. The same code
 * talks to accept.paymob.com and to the sandbox built into this server; only the settings differ.
 */
export function createPaymobClient(settings: PaymobSettings, { timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  async function post(path: string, body: unknown): Promise<Response> {
    try {
      return await fetch(`${settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Token ${settings.secretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymobUnavailableError(`Paymob did not answer ${path}: ${(error as Error).message}`);
    }
  }

  async function reversal(path: string, body: Record<string, number>): Promise<PaymobTransaction> {
    const response = await post(path, body);
    const text = await response.text().catch(() => '');
    if (response.status >= 400 && response.status < 500) {
      throw new PaymobRefusedError(paymobMessage(text, response.status), response.status);
    }
    if (!response.ok) throw new PaymobUnavailableError(`Paymob failed ${path}`, response.status, text.slice(0, 500));
    try {
      const transaction = JSON.parse(text) as PaymobTransaction;
      if (transaction && typeof transaction === 'object' && transaction.id !== undefined) return transaction;
    } catch {
      // Below: an answer we cannot read says nothing about whether the refund was made.
    }
    throw new PaymobUnavailableError(`Paymob answered ${path} with something that is not a transaction`);
  }

  return {
    settings,

    /** POST /v1/intention/ (paymob.md §2.1); anything but a well-formed 201/200 is an outage. */
    async createIntention(request: IntentionRequest): Promise<IntentionResponse> {
      const response = await post('/v1/intention/', request);
      const text = await response.text();
      if (response.status !== 201 && response.status !== 200) {
        throw new PaymobUnavailableError('Paymob refused the intention', response.status, text.slice(0, 500));
      }
      let intention: IntentionResponse;
      try {
        intention = JSON.parse(text) as IntentionResponse;
      } catch {
        throw new PaymobUnavailableError('Paymob answered the intention with something that is not JSON');
      }
      if (
        typeof intention.client_secret !== 'string' ||
        !Number.isSafeInteger(intention.intention_order_id) ||
        typeof intention.id !== 'string'
      ) {
        throw new PaymobUnavailableError('Paymob answered the intention without its order id or client secret');
      }
      return intention;
    },

    /**
     * The latest transaction of a Paymob order (paymob.md §7, "transaction inquiry"), or null when
     * it has none yet (an abandoned or unfinished checkout). [U] the auth header: the secret key.
     */
    async inquireOrder(orderId: number): Promise<PaymobTransaction | null> {
      const response = await post('/api/ecommerce/orders/transaction_inquiry', { order_id: orderId });
      if (response.status === 404) return null;
      if (!response.ok) throw new PaymobUnavailableError('Paymob refused the inquiry', response.status);
      try {
        return (await response.json()) as PaymobTransaction;
      } catch {
        throw new PaymobUnavailableError('Paymob answered the inquiry with something that is not JSON');
      }
    },

    /**
     * Refunds `amountCents` of a paid transaction (paymob.md §7): Paymob's refund transaction on 2xx;
     * a 4xx is a refusal with Paymob's reason (PaymobRefusedError); a 5xx, an answer that is not a
     * transaction, or no answer is an outage (PaymobUnavailableError), and nothing can be assumed.
     */
    refund(transactionId: number, amountCents: number): Promise<PaymobTransaction> {
      return reversal('/api/acceptance/void_refund/refund', {
        transaction_id: transactionId,
        amount_cents: amountCents,
      });
    },

    /** Voids a card transaction of the same business day, wholly (paymob.md §7); answers as `refund`. */
    void(transactionId: number): Promise<PaymobTransaction> {
      return reversal('/api/acceptance/void_refund/void', { transaction_id: transactionId });
    },

    /**
     * The hosted card page (paymob.md §2.3), in the buyer's language. Paymob documents no language
     * parameter for Unified Checkout, so an Arabic payment adds `lang=ar`, which our sandbox reads
     * (issue 26 §2) and a page that does not know it ignores; English keeps Paymob's own address.
     */
    checkoutUrl(clientSecret: string, locale: Locale = DEFAULT_LOCALE): string {
      const query = new URLSearchParams({ publicKey: settings.publicKey, clientSecret });
      if (locale !== DEFAULT_LOCALE) query.set(LANGUAGE_PARAM, locale);
      return `${settings.apiUrl}/unifiedcheckout/?${query}`;
    },
  };
}

export type PaymobClient = ReturnType<typeof createPaymobClient>;
